import type { Table } from '../../../../src/contract/text';
import { fakeAiClientPerFile } from '../../../test/support/fakeAiClient';
import { answer } from '../../../test/support/fakeOpenAi';
import { renderGroup, resolveSettings, sampleTables } from '../generator';
import type { GenerateInput, RenderOutcome } from '../generator/types';
import { AiError } from './errors';
import { BAD_TEMPLATE_MESSAGE, proposeTemplate } from './templateFromExample';

const ai = fakeAiClientPerFile();

const table: Table = sampleTables()[0];
const settings = resolveSettings({ options: [] }, { date: '2024-05-06' });
const example = 'public class UserAccountDto {\n    private Long id;\n}\n';

const good = {
  name: '{{ table.className }}Dto.java',
  content: 'public class {{ table.className }}Dto {}\n',
  language: 'java',
};
const broken = {
  name: '{{ table.className }}Dto.java',
  content: 'public class {{ table.nme }}Dto {}\n',
  language: 'java',
};
const brokenError = {
  file: broken.name,
  line: 1,
  column: 14,
  message: 'Unknown variable: table.nme',
};

/** A fake renderer: errors for templates that use `table.nme`, else one file. */
function fakeRender() {
  const calls: GenerateInput[] = [];
  const render = (input: GenerateInput): Promise<RenderOutcome> => {
    calls.push(input);
    const file = input.group.files[0];
    if (file.content.includes('table.nme')) {
      return Promise.resolve({ files: [], errors: [{ ...brokenError, nodeId: file.id }] });
    }
    return Promise.resolve({
      files: [
        {
          nodeId: file.id,
          path: 'UserAccountDto.java',
          content: 'public class UserAccountDto {}\n',
          language: 'java',
        },
      ],
      errors: [],
    });
  };
  return { render, calls };
}

function propose(render: (input: GenerateInput) => Promise<RenderOutcome>) {
  return proposeTemplate(ai.client, 'fake-model', { table, example, settings, render });
}

describe('proposeTemplate', () => {
  it('renders the proposal back over the table as the one file of a group', async () => {
    ai.fake.enqueue(
      answer.json(good, {
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
    const { render, calls } = fakeRender();
    const outcome = await propose(render);
    expect(outcome.result).toEqual({
      ...good,
      rendered: { path: 'UserAccountDto.java', content: 'public class UserAccountDto {}\n' },
      errors: [],
    });
    expect(JSON.parse(outcome.text)).toEqual(good);
    expect(outcome.usage).toEqual({ promptTokens: 100, completionTokens: 20, totalTokens: 120 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      group: {
        files: [{ path: good.name, content: good.content, scope: 'table', language: 'java' }],
      },
      tables: [table],
      settings,
    });
    const [request] = ai.fake.chatRequests();
    expect(request.body?.response_format).toMatchObject({ json_schema: { name: 'template' } });
    const prompt = request.body?.messages?.map((m) => String(m.content)).join('\n') ?? '';
    expect(prompt).toContain('field.javaType');
    expect(prompt).toContain(example);
  });

  it('asks once more quoting the template errors, and returns the repaired template', async () => {
    ai.fake.enqueue(answer.json(broken), answer.json(good));
    const { render, calls } = fakeRender();
    const outcome = await propose(render);
    expect(outcome.result).toMatchObject({ content: good.content, errors: [] });
    expect(calls).toHaveLength(2);
    const repair = ai.fake.chatRequests()[1].body?.messages?.at(-1)?.content;
    expect(repair).toContain('line 1, column 14: Unknown variable: table.nme');
  });

  it('returns the last proposal with its errors when the repair still does not render', async () => {
    ai.fake.enqueue(answer.json(broken), answer.json(broken));
    const outcome = await propose(fakeRender().render);
    expect(outcome.result).toEqual({ ...broken, rendered: null, errors: [brokenError] });
    expect(ai.fake.chatRequests()).toHaveLength(2);
  });

  it('keeps the first proposal when the repair answer is unusable', async () => {
    ai.fake.enqueue(answer.json(broken), answer.malformed());
    const outcome = await propose(fakeRender().render);
    expect(outcome.result).toMatchObject({ content: broken.content, errors: [brokenError] });
  });

  it('repairs an unusable first answer', async () => {
    ai.fake.enqueue(answer.json({ name: 'x.java' }), answer.json(good));
    const outcome = await propose(fakeRender().render);
    expect(outcome.result.content).toBe(good.content);
    expect(ai.fake.chatRequests()[1].body?.messages?.at(-1)?.content).toContain(
      'content: Required',
    );
  });

  it('fails with BAD_ANSWER when no answer is usable', async () => {
    ai.fake.enqueue(answer.malformed(), answer.malformed());
    const err = await propose(fakeRender().render).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ reason: 'bad_answer', code: 1603, message: BAD_TEMPLATE_MESSAGE });
  });

  it('renders the test double’s default template with the real generator', async () => {
    const outcome = await propose((input) => Promise.resolve(renderGroup(input)));
    expect(outcome.result.errors).toEqual([]);
    expect(outcome.result.rendered?.path).toBe('UserAccountDto.java');
    expect(outcome.result.rendered?.content).toContain('private String userName;');
  });
});
