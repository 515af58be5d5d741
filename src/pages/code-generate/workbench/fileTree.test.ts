import { buildFileTree, folderKeys, joinFiles } from './fileTree';

const file = (path: string) => ({ path, content: `// ${path}`, language: 'java' });

test('paths become folders first, single-child folder chains joined, files sorted by name', () => {
  const tree = buildFileTree([
    file('src/main/java/com/acme/entity/User.java'),
    file('src/main/java/com/acme/entity/Order.java'),
    file('src/main/resources/mapper/UserMapper.xml'),
    file('README.md'),
  ]);
  expect(tree.map((n) => n.title)).toEqual(['src/main', 'README.md']);
  const [main] = tree;
  expect(main.children!.map((n) => n.title)).toEqual(['java/com/acme/entity', 'resources/mapper']);
  expect(main.children![0].children!.map((n) => n.key)).toEqual([
    'src/main/java/com/acme/entity/Order.java',
    'src/main/java/com/acme/entity/User.java',
  ]);
  expect(folderKeys(tree)).toEqual([
    'dir:src/main',
    'dir:src/main/java/com/acme/entity',
    'dir:src/main/resources/mapper',
  ]);
});

test('copy all puts each file under a header with its path', () => {
  expect(joinFiles([file('a/A.java'), file('B.java')])).toBe(
    '// ===== a/A.java =====\n// a/A.java\n\n// ===== B.java =====\n// B.java',
  );
});
