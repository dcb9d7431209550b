"""Storage backends behind one contract (``contract``): ``memory`` (the reference), ``sqlite`` (the
embedded default). Only modules in this package touch a database driver."""
