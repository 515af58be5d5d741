/** English (the default locale). Every key here exists in zh-CN.ts too (locales.test.ts checks). */
export default {
  'app.name': 'Java Code Generator',
  'app.tagline': 'Online programming tool',

  'menu.home': 'Home',
  'menu.codeGenerate': 'Code generator',
  'menu.codeGenerate.generator': 'Generator',
  'menu.codeGenerate.guide': 'Guide',
  'menu.codeGenerate.template': 'Templates',
  'menu.text': 'Text parser',
  'menu.tools': 'Tools',
  'menu.softwareDev': 'Software development',
  'menu.wallpaper': 'Wallpapers',
  'menu.community': 'Community',
  'menu.releaseLog': 'Release log',
  'menu.issues': 'Issues',
  'menu.feedback': 'Feedback',
  'menu.sponsor': 'Sponsor',
  'menu.admin': 'Admin',
  'menu.statisticalAnalysis': 'Statistics',
  'menu.sysLogs': 'System logs',
  'menu.open': 'Open menu',

  'user.signIn': 'Sign in',
  'user.profile': 'Profile',
  'user.signOut': 'Sign out',
  'user.account': 'Account',

  'lang.label': 'Language',

  'footer.product': 'Product',
  'footer.community': 'Community',
  'footer.about':
    'Paste SQL, JSON or a class, edit the field list, and generate the code your templates describe.',
  'footer.copyright': '© {year} Java Code Generator',

  'home.badge': 'Online workbench for Java developers',
  'home.headline': 'From table definition to working Java code in one paste',
  'home.subtitle':
    'Paste SQL DDL, INSERT statements, JSON or a class. Review the field list it becomes, pick a template group, and preview, copy or download the generated files.',
  'home.cta.text': 'Open the text parser',
  'home.cta.generate': 'Go to the code generator',
  'home.cta.guide': 'Read the guide',
  'home.example.input': 'You paste',
  'home.example.output': 'You get (from an entity template)',
  'home.example.caption': 'Illustration of one table and one generated file.',
  'home.parses.title': 'What it parses',
  'home.parses.subtitle': 'Each input becomes tables with editable field lists.',
  'home.parses.sql': 'SQL DDL',
  'home.parses.sql.desc':
    'CREATE TABLE statements from MySQL, PostgreSQL, SQL Server, Oracle, SQLite and DB2, with types, lengths, keys, defaults and comments.',
  'home.parses.insert': 'INSERT statements',
  'home.parses.insert.desc': 'Column lists and sample values are enough to infer the fields.',
  'home.parses.json': 'JSON',
  'home.parses.json.desc': 'Objects and nested objects become one table per object shape.',
  'home.parses.class': 'Java and TypeScript classes',
  'home.parses.class.desc': 'Existing entities, DTOs or interfaces, read back into field lists.',
  'home.parses.table': 'Markdown, CSV and Excel',
  'home.parses.table.desc': 'Column lists from design documents and spreadsheets.',
  'home.parses.ai': 'Free text, with AI',
  'home.parses.ai.desc':
    'Describe the data in plain words; an AI model your operator configures drafts the fields.',
  'home.generates.title': 'What it generates',
  'home.generates.subtitle':
    'Whatever your template groups describe. Typical groups produce the following.',
  'home.generates.entity': 'Entities and DTOs',
  'home.generates.entity.desc': 'Classes with typed properties, comments and validation hints.',
  'home.generates.persistence': 'Persistence layer',
  'home.generates.persistence.desc': 'Mappers, repositories and SQL for each table.',
  'home.generates.api': 'Services and controllers',
  'home.generates.api.desc': 'REST endpoints and service classes wired to the entities.',
  'home.generates.front': 'Front-end types',
  'home.generates.front.desc': 'TypeScript types and API clients that match the back end.',
  'home.steps.title': 'How it works',
  'home.steps.1': 'Paste or import',
  'home.steps.1.desc': 'SQL, JSON, a class or a spreadsheet column list.',
  'home.steps.2': 'Review the fields',
  'home.steps.2.desc': 'Names, types, lengths, keys and comments, all editable.',
  'home.steps.3': 'Generate',
  'home.steps.3.desc': 'Pick a template group; preview, copy or download a zip.',
  'home.tips.title': 'Tips for you',
  'home.tips.empty': 'No new tips.',
  'home.tips.markRead': 'Mark read',
  'home.tips.more': 'Learn more',

  'comingSoon.tag': 'Arrives in a later release',
  'comingSoon.willDo': 'What this page will do',
  'comingSoon.meanwhile': 'Meanwhile:',
  'comingSoon.followReleases': 'Follow the release log',

  'login.title': 'Sign in',
  'login.description':
    'Accounts keep your templates, generation history, messages and membership in one place.',
  'login.f1':
    'Sign in with a 6-digit code sent to your e-mail; the first sign-in creates the account.',
  'login.f2': 'Or sign in with a password once you have set one.',
  'login.f3': 'Reset a forgotten password with an e-mailed code.',
  'login.redirect': 'After signing in you will return to {path}.',

  'codeGenerate.title': 'Code generator',
  'codeGenerate.description':
    'Render a template group over your tables and get the files back to preview, copy or download.',
  'codeGenerate.f1': 'Choose tables from the text parser or load fields directly.',
  'codeGenerate.f2': 'Pick a built-in or your own template group and adjust generation settings.',
  'codeGenerate.f3':
    'Preview every generated file with syntax highlighting, copy it, or download a zip.',
  'codeGenerate.f4': 'Ask an AI model to generate code, streamed as it writes.',
  'codeGenerate.f5': 'Find earlier generations in your history.',
  'codeGenerate.models.title': 'AI models on this server',
  'codeGenerate.models.subtitle':
    'The operator configures these; the generator will let you choose one.',
  'codeGenerate.models.empty': 'No AI model is configured on this server yet.',
  'codeGenerate.models.default': 'default',

  'guide.title': 'Code generator guide',
  'guide.intro':
    'This guide walks through one generation from pasted input to downloaded files, and explains the terms the tool uses.',
  'guide.toc': 'On this page',
  'guide.s1.title': '1. Paste or import your input',
  'guide.s1.body':
    'Open the text parser and paste SQL DDL, INSERT statements, JSON, a Java or TypeScript class, or a Markdown, CSV or Excel column list. The input type is detected automatically; choose it yourself when a paste is ambiguous. For SQL you can also choose the dialect (MySQL, PostgreSQL, SQL Server, Oracle, SQLite or DB2) so that types and defaults are read the way your database writes them.',
  'guide.s2.title': '2. Review the field list',
  'guide.s2.body':
    'Each table becomes a class name plus a list of fields. A field has a column name, a property name, the source type with its length, precision and scale, and the flags nullable, primary key, auto-increment and unique, plus its default value, comment, and the Java and TypeScript types it maps to. Everything is editable: rename a property, change a mapped type, or fix a comment before you generate.',
  'guide.s3.title': '3. Read the diagnostics',
  'guide.s3.body':
    'Lines the parser cannot understand are never dropped silently. They are listed as diagnostics with their line and column, so you can correct the input and parse again.',
  'guide.s4.title': '4. Choose a template group',
  'guide.s4.body':
    'A template group is a tree of folders and files. Every file is a template that is rendered once per table (or once for all tables), and file paths are templates too, so a path can contain the class name. Start from a built-in group, or copy one on the template page and change it to match your project conventions.',
  'guide.s5.title': '5. Generate, preview and download',
  'guide.s5.body':
    'Generation returns a list of files with their paths and languages. Preview each file, copy it to the clipboard, or download everything as a zip that keeps the folder structure.',
  'guide.s6.title': 'Let AI help',
  'guide.s6.body':
    'When the operator has configured an AI model, you can describe data in plain words and let the AI parser draft the fields, or ask the AI generator for code. AI results go through the same field list, so you review them like any other input.',
  'guide.terms.title': 'Terms',
  'guide.terms.table': 'Table',
  'guide.terms.table.desc': 'One parsed structure: a table, a JSON object shape or a class.',
  'guide.terms.field': 'Field',
  'guide.terms.field.desc': 'One column or property with its types and flags.',
  'guide.terms.group': 'Template group',
  'guide.terms.group.desc': 'The tree of template files one generation renders.',
  'guide.terms.settings': 'Generation settings',
  'guide.terms.settings.desc':
    'Values every template can read, such as the base package or author.',
  'guide.start': 'Start with the text parser',

  'template.title': 'Template management',
  'template.description':
    'Manage the template groups the generator renders: your conventions, your frameworks.',
  'template.f1': 'Browse built-in template groups and your own.',
  'template.f2': 'Edit a group as a tree of folders and files, with paths that are templates too.',
  'template.f3': 'Create, save, copy and delete files, folders and whole groups.',

  'text.title': 'Text parser',
  'text.description':
    'Turn pasted text or imported files into tables with editable field lists, ready for the generator.',
  'text.f1':
    'Automatic detection of SQL DDL, INSERT, JSON, Java, TypeScript, Markdown, HTML, CSV, TSV, Excel and plain text.',
  'text.f2':
    'A field list per table: names, types, lengths, keys, defaults, comments and mapped types.',
  'text.f3': 'Diagnostics with line and column for anything that could not be read.',
  'text.f4': 'An AI-assisted parser for free text, and a history of your parser runs.',
  'text.f5': 'Formatting, file import and a zip export of generated code.',

  'softwareDev.title': 'Software development',
  'softwareDev.description':
    'Generated code covers the repetitive layers. For the rest of a project, the team behind this tool builds software with you.',
  'softwareDev.s1': 'Back ends in Java and Spring',
  'softwareDev.s1.desc':
    'Services, APIs and data models built on the same conventions the templates encode.',
  'softwareDev.s2': 'Web front ends',
  'softwareDev.s2.desc': 'React and TypeScript interfaces for internal tools and products.',
  'softwareDev.s3': 'Code-generation set-ups',
  'softwareDev.s3.desc':
    'Template groups tailored to your codebase so your team generates code that fits.',
  'softwareDev.contact': 'Tell us about your project',
  'softwareDev.contact.desc':
    'Describe what you need through the feedback page and we will get back to you.',

  'wallpaper.title': 'Wallpapers',
  'wallpaper.description': 'Desktop and phone wallpapers for developers.',
  'wallpaper.f1': 'Browse wallpapers by theme and screen size.',
  'wallpaper.f2': 'Preview and download them in full resolution.',

  'userPage.title': 'Your account',
  'userPage.description':
    'Your profile, membership, balance and messages, in one place once you are signed in.',
  'userPage.f1': 'Edit your nickname, avatar and bio.',
  'userPage.f2': 'See your VIP status and credit balance.',
  'userPage.f3': 'Read your messages, one by one or all at once.',
  'userPage.f4': 'Delete your account, confirmed by a code or your password.',
  'userPage.signedOut': 'You are not signed in.',

  'sponsor.title': 'Sponsor the project',
  'sponsor.description':
    'The tool is free to use. Sponsorship pays for servers and AI usage and keeps new features coming.',
  'sponsor.f1': 'Donate any amount through a payment order.',
  'sponsor.f2': 'Check the payment state of your order.',
  'sponsor.f3': 'See the list of sponsors who support the project.',

  'releaseLog.title': 'Release log',
  'releaseLog.description': 'What changed in each release.',
  'releaseLog.empty': 'No releases have been published yet.',
  'releaseLog.released': 'Released {date}',

  'issues.title': 'Issues',
  'issues.description': 'Public issues: report a bug or follow what is being worked on.',
  'issues.f1': 'Browse the public issue list.',
  'issues.f2': 'Open an issue with a title and a description.',

  'feedback.title': 'Feedback',
  'feedback.description': 'Tell us what works, what does not, and what you would like next.',
  'feedback.f1': 'Send feedback in a few sentences.',
  'feedback.f2': 'See the feedback others have sent.',

  'statistics.title': 'Statistical analysis',
  'statistics.description': 'Usage statistics of the site for administrators.',
  'statistics.f1': 'Visits, sign-ups, parser runs and generations over time.',
  'statistics.f2': 'AI usage per model.',
  'admin.tag': 'Administrators',

  'sysLogs.title': 'System logs',
  'sysLogs.description': 'Server logs and recorded AI calls for administrators.',
  'sysLogs.f1': 'List the server log files.',
  'sysLogs.f2': 'Read a log file line by line.',
  'sysLogs.f3': 'Page through recorded AI calls.',

  'exception.backHome': 'Back home',
  'exception.403.title': '403',
  'exception.403.subtitle': 'Sorry, you are not allowed to open this page.',
  'exception.404.title': '404',
  'exception.404.subtitle': 'Sorry, the page you visited does not exist.',
  'exception.500.title': '500',
  'exception.500.subtitle': 'Sorry, something went wrong on the server.',
};
