/** Saving with errors, sign-in feedback, quick generate and the settings' example placeholders. */
export default {
  'template.save.errors.title':
    'This template has {count, plural, one {# error} other {# errors}}. Save anyway?',
  'template.save.errors.body':
    'The preview shows where. Until it renders, generating lists its errors instead of this file.',
  'template.save.errors.ok': 'Save anyway',
  'template.save.errors.saved':
    'Saved with {count, plural, one {# error} other {# errors}}: this file will not generate until it is fixed.',
  'text.quick.ready':
    '{count, plural, one {# table} other {# tables}} parsed: pick an output and press Generate.',
  'codeGenerate.settings.tablePrefixes.placeholder': 'e.g. t_, sys_ (none yet)',
  'codeGenerate.settings.skipFields.placeholder': 'e.g. created_at, updated_at (none yet)',
  'login.codeSent':
    'Code sent to {email}; it is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  'login.codeSent.reset':
    'If {email} has an account, a code is on its way; it is valid for {minutes, plural, one {# minute} other {# minutes}}.',
};
