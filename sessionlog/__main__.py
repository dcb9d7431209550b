"""``python -m sessionlog``: the command line."""

from sessionlog.cli import main

if __name__ == "__main__":
    main()
