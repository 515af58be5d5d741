import {
  javaTypeText,
  parseJavaType,
  resolveJavaNode,
  shapeOf,
  structuredType,
  tsTypeResolves,
} from './fieldShape';

const classes = new Map([
  ['Item', 'Item'],
  ['SysUser', 'User'],
]);
const names = new Set(classes.values());
const resolve = (type: string) => {
  const node = parseJavaType(type);
  const resolved = node && resolveJavaNode(node, classes);
  return resolved && javaTypeText(resolved);
};

describe('Java types of object and list fields', () => {
  it('parses generics, arrays and wildcards, and rejects what is not a type', () => {
    expect(javaTypeText(parseJavaType('Map<String, List<Item>>[]')!)).toBe(
      'Map<String, List<Item>>[]',
    );
    expect(javaTypeText(parseJavaType('List<? extends Item>')!)).toBe('List<Item>');
    expect(javaTypeText(parseJavaType('List<?>')!)).toBe('List<Object>');
    expect(parseJavaType('List<Item')).toBeNull();
    expect(parseJavaType('int x')).toBeNull();
  });

  it('renames generated classes, boxes type arguments, declares collections by interface, drops unknown names', () => {
    expect(resolve('ArrayList<SysUser>')).toBe('List<User>');
    expect(resolve('HashMap<String, int>')).toBe('Map<String, Integer>');
    expect(resolve('List<OrderStatus>')).toBe('List<Object>');
    expect(resolve('OrderStatus')).toBeNull();
    expect(resolve('com.acme.Money')).toBe('com.acme.Money');
  });

  it('tells objects, lists and maps from values', () => {
    const shape = (type: string) => shapeOf(parseJavaType(type)!, names).shape;
    expect(shape('Item')).toBe('object');
    expect(shape('List<Item>')).toBe('list');
    expect(shape('Integer[]')).toBe('list');
    expect(shape('byte[]')).toBe('value');
    expect(shape('Map<String, Object>')).toBe('map');
    expect(shape('String')).toBe('value');
  });

  it('writes each language’s type', () => {
    const node = parseJavaType('List<Item>')!;
    expect(structuredType(node, names, 'typescript')).toBe('Item[]');
    expect(structuredType(node, names, 'go')).toBe('[]Item');
    expect(structuredType(node, names, 'kotlin')).toBe('List<Item>');
    expect(structuredType(node, names, 'csharp')).toBe('List<Item>');
    expect(structuredType(node, names, 'python')).toBe('list[dict[str, Any]]');
    expect(structuredType(node, names, 'python', true)).toBe('list[Item{}]');
    const map = parseJavaType('Map<String, List<Long>>')!;
    expect(structuredType(map, names, 'typescript')).toBe('Record<string, number[]>');
    expect(structuredType(map, names, 'go')).toBe('map[string][]int64');
  });

  it('knows which TypeScript types resolve', () => {
    expect(tsTypeResolves("Record<string, Item[]> | 'a' | null", names)).toBe(true);
    expect(tsTypeResolves('Status', names)).toBe(false);
  });
});
