// Suites start whole apps (migrations on SQLite or MariaDB, S3 and SMTP doubles) in their hooks;
// on a loaded 2-core CI machine that can take longer than jest's default 5 s. Hangs still fail.
jest.setTimeout(30_000);
