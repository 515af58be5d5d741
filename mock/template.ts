import { templateCalls } from '../src/contract/template';
import { hoursAgo, jsonMock, page } from './_support/http';

const groups = [
  {
    id: '1',
    name: 'Spring Boot + MyBatis-Plus',
    description: 'Entity, mapper, service and controller for Spring Boot 3.',
    language: 'java',
    builtIn: true,
    fileCount: 4,
    updatedAt: hoursAgo(24 * 10),
  },
  {
    id: '2',
    name: 'Spring Data JPA',
    description: 'JPA entity and repository per table.',
    language: 'java',
    builtIn: true,
    fileCount: 2,
    updatedAt: hoursAgo(24 * 12),
  },
  {
    id: '3',
    name: 'TypeScript API client',
    description: 'Interfaces and fetch functions for a React front end.',
    language: 'typescript',
    builtIn: false,
    fileCount: 2,
    updatedAt: hoursAgo(30),
  },
];

const entityTemplate = `package {{ packageName }}.entity;

/** {{ table.comment }} */
public class {{ table.className }} {
{% for field in table.fields %}
    /** {{ field.comment }} */
    private {{ field.javaType }} {{ field.propertyName }};
{% endfor %}
}
`;

const mapperTemplate = `package {{ packageName }}.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;

public interface {{ table.className }}Mapper extends BaseMapper<{{ table.className }}> {
}
`;

/** The tree of group `id`: folders hold files, file names and paths are templates too. */
function tree(groupId: string) {
  const file = (id: string, parentId: string, name: string, content: string) => ({
    id,
    groupId,
    parentId,
    type: 'file',
    name,
    path: `src/main/java/{{ packagePath }}/${name.replace(/\.liquid$/, '')}`,
    content,
    updatedAt: hoursAgo(24 * 10),
  });
  const folder = (id: string, name: string, children: ReturnType<typeof file>[]) => ({
    id,
    groupId,
    parentId: null,
    type: 'folder',
    name,
    children,
  });
  return [
    folder(`${groupId}01`, 'entity', [
      file(`${groupId}011`, `${groupId}01`, '{{ table.className }}.java.liquid', entityTemplate),
    ]),
    folder(`${groupId}02`, 'mapper', [
      file(
        `${groupId}021`,
        `${groupId}02`,
        '{{ table.className }}Mapper.java.liquid',
        mapperTemplate,
      ),
    ]),
  ];
}

export default {
  ...jsonMock(templateCalls.findAll, () => groups),
  ...jsonMock(templateCalls.findList, ({ body }) => {
    const keyword = typeof body.keyword === 'string' ? body.keyword.toLowerCase() : '';
    const hits = groups.filter((g) => g.name.toLowerCase().includes(keyword));
    return page(body, hits.length, (n) => hits[n - 1]);
  }),
  ...jsonMock(templateCalls.findTree, ({ params }) => tree(params.id)),
  ...jsonMock(templateCalls.get, ({ params }) => {
    const group = groups.find((g) => g.id === params.id);
    return group ?? { ...groups[0], id: params.id };
  }),
  ...jsonMock(templateCalls.create, ({ body }) => ({
    ...body,
    id: '101',
    builtIn: false,
    fileCount: 0,
    updatedAt: hoursAgo(0),
  })),
  ...jsonMock(templateCalls.update, ({ body }) => ({
    ...groups[2],
    ...body,
    updatedAt: hoursAgo(0),
  })),
  ...jsonMock(templateCalls.remove, () => null),
  ...jsonMock(templateCalls.saveFile, ({ body }) => ({
    id: '201',
    type: 'file',
    content: '',
    ...body,
    updatedAt: hoursAgo(0),
  })),
  ...jsonMock(templateCalls.delFile, () => null),
  ...jsonMock(templateCalls.copyFile, ({ body }) => ({
    id: '202',
    sourceId: body.id,
    name: 'Copy of {{ table.className }}.java.liquid',
    type: 'file',
    updatedAt: hoursAgo(0),
  })),
};
