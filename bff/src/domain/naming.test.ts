import {
  safeIdentifier,
  singularize,
  stripAffixes,
  toCamelCase,
  toClassName,
  toKebabCase,
  toPascalCase,
  toPropertyName,
  toSnakeCase,
} from './naming';

describe('naming', () => {
  it.each([
    ['user_name', 'userName'],
    ['UserName', 'userName'],
    ['USER_NAME', 'userName'],
    ['userID', 'userId'],
    ['user-name', 'userName'],
    ['user name', 'userName'],
    ['HTTPServer', 'httpServer'],
    ['address2', 'address2'],
    ['用户名', '用户名'],
    ['ID', 'id'],
  ])('camelCase %s → %s', (input, expected) => {
    expect(toCamelCase(input)).toBe(expected);
  });

  it('converts between the cases', () => {
    expect(toPascalCase('user_account')).toBe('UserAccount');
    expect(toSnakeCase('userAccountID')).toBe('user_account_id');
    expect(toKebabCase('UserAccount')).toBe('user-account');
    expect(toSnakeCase('USER_NAME')).toBe('user_name');
  });

  it('makes safe identifiers from reserved words and leading digits', () => {
    expect(toPropertyName('class')).toBe('clazz');
    expect(toPropertyName('default')).toBe('default_');
    expect(toPropertyName('1st_place')).toBe('_1stPlace');
    expect(safeIdentifier('name')).toBe('name');
  });

  it('singularises class names', () => {
    expect(toClassName('user_accounts')).toBe('UserAccount');
    expect(toClassName('categories')).toBe('Category');
    expect(toClassName('news')).toBe('News');
    expect(toClassName('status')).toBe('Status');
    expect(toClassName('data')).toBe('Data');
    // Abbreviations and words that only end like plurals.
    expect(toClassName('sys_sms')).toBe('SysSms');
    expect(toClassName('gps_log')).toBe('GpsLog');
    expect(toClassName('canvas')).toBe('Canvas');
    expect(toClassName('sensordata')).toBe('Sensordata');
    expect(toClassName('user_ideas')).toBe('UserIdea');
    expect(toClassName('USERS')).toBe('User');
    expect(toClassName('user_accounts', { singularClassNames: false })).toBe('UserAccounts');
    expect(toClassName('订单')).toBe('订单');
  });

  it('removes configured prefixes and suffixes only', () => {
    expect(toClassName('t_user')).toBe('TUser');
    expect(toClassName('t_user', { stripTablePrefixes: ['t_', 'sys_'] })).toBe('User');
    expect(toClassName('SYS_ROLE', { stripTablePrefixes: ['sys_'] })).toBe('Role');
    expect(toClassName('order_tbl', { stripTableSuffixes: ['_tbl'] })).toBe('Order');
    expect(stripAffixes('t_', ['t_'])).toBe('t_');
  });

  it('singularises only words of letters and capitalises any first letter', () => {
    expect(toClassName('album_0')).toBe('Album0');
    expect(toClassName('log_2024s')).toBe('Log2024s');
    expect(toClassName('order_items')).toBe('OrderItem');
    expect(singularize('0')).toBe('0');
    expect(singularize('Items')).toBe('item');
    expect(singularize('')).toBe('');
    expect(toPascalCase('élan_vital')).toBe('ÉlanVital');
    expect(toPascalCase('ǆemal_x')).toBe('ǄemalX');
  });

  it('fixes reserved words in any position but not capitalised ones', () => {
    expect(safeIdentifier('class')).toBe('clazz');
    expect(safeIdentifier('Class')).toBe('Class');
    expect(safeIdentifier('_class')).toBe('_class');
    expect(safeIdentifier('1class')).toBe('_1class');
    expect(toClassName('class')).toBe('Class');
    expect(toClassName('t_enum', { stripTablePrefixes: ['t_'] })).toBe('Enum');
    expect(toPropertyName('Enum')).toBe('enum_');
  });
});
