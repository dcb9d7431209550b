"""The command line, on the embedded SQLite default."""
