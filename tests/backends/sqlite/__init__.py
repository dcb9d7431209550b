"""The SQLite backend's internals: pragmas, triggers, application_id, migrations, damaged files."""
