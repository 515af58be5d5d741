/**
 * The release log a new installation starts with: what the product does, for the people who use
 * it, in Keep a Changelog sections. Kept beside the migration that writes it.
 */
export const RELEASE_LOG_SEED: {
  version: string;
  title: string;
  releasedAt: string;
  content: string;
}[] = [
  {
    version: '0.1.0',
    releasedAt: '2026-11-21',
    title: 'Paste a table, get its fields',
    content: [
      '### Added',
      '',
      '- The text tool (/text) reads SQL `CREATE TABLE` statements, `INSERT` statements, JSON, a Java or TypeScript class, a Markdown or CSV column list and plain text, and finds the tables and fields in it.',
      '- Each field shows its column name, Java and TypeScript types, length, nullability, keys and comment; you can correct any of them before generating.',
      '- Lines the parser cannot read are listed with their line and column instead of being dropped.',
      '- The site speaks English and Chinese; switch in the header.',
    ].join('\n'),
  },
  {
    version: '0.2.0',
    releasedAt: '2026-11-22',
    title: 'Accounts, messages and membership',
    content: [
      '### Added',
      '',
      '- Sign in with a code sent to your e-mail; set a password later if you like.',
      '- Your profile: nickname, avatar and a short bio.',
      '- In-app messages: news and replies arrive in your account page, with an unread badge in the header.',
      '- Parse history: every text you parsed while signed in can be opened again.',
      '- VIP membership and credit balance in the member area.',
      '',
      '### Security',
      '',
      '- Deleting your account asks for your password or a fresh code and removes your data.',
    ].join('\n'),
  },
  {
    version: '0.3.0',
    releasedAt: '2026-11-23',
    title: 'Code generation and your own templates',
    content: [
      '### Added',
      '',
      '- The code generator (/code-generate) turns your tables into entities, mappers, services and controllers with a template group; copy a file or download everything as a zip.',
      '- Built-in template groups for Java (MyBatis, JPA, Lombok), Kotlin, TypeScript, Go, Python and C#.',
      '- Your own templates: copy a group, edit its files in the browser with a live preview, organise them in folders, and import or export a group as a zip.',
      '- Generation history: reopen what you generated before.',
    ].join('\n'),
  },
  {
    version: '0.4.0',
    releasedAt: '2026-11-25',
    title: 'AI assistance',
    content: [
      '### Added',
      '',
      '- Try AI in the text tool when the parser cannot read your input: a model reads it and proposes the tables.',
      '- Generate code with an AI model instead of a template, and let AI draft a template from example code.',
      '- A daily allowance for every account; each AI call is listed in your history.',
      '',
      '### Changed',
      '',
      '- A failed AI call is refunded and never charged twice.',
    ].join('\n'),
  },
  {
    version: '0.5.0',
    releasedAt: '2026-11-26',
    title: 'Issues, feedback and this release log',
    content: [
      '### Added',
      '',
      '- A public issue board (/issues): report a bug or ask for a feature, search, vote and comment, and follow its status from open to done.',
      '- Feedback (/feedback) with screenshots; you get the answer as a message, or through a private link when you are not signed in.',
      '- The release log you are reading, with a "What\'s new" badge in the header and Atom and RSS feeds.',
    ].join('\n'),
  },
];

/** The author id of what the site itself wrote (no account has it: ids are UUIDs). */
export const SYSTEM_AUTHOR_ID = 'system';

/** Issue #1: how the board works, so a new board is not an empty page. */
export const WELCOME_ISSUE = {
  title: 'How this board works',
  content: [
    'This board is where bugs and wishes for Java code generator are reported, discussed and followed.',
    '',
    '- **Search first.** If someone already reported it, vote for theirs instead of opening another one: votes decide what comes next.',
    '- **One topic per issue**, with what you did, what you expected and what happened. Paste the input that fails in a fenced code block.',
    '- **Statuses:** open, planned, in-progress, done, declined, duplicate. Admins set them; you get a message when yours changes.',
    '- **Be kind.** Spam and abuse are hidden. A first issue with links waits for an admin before it is shown.',
  ].join('\n'),
};
