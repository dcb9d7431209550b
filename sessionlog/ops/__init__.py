"""Use cases, one module per family of verbs, shared by the CLI and the HTTP service (DESIGN §3).

Each function takes a ``Store`` and plain arguments, checks a head it moves against ``expected_head``
inside the same write transaction, and returns a typed record (``results``) that both faces render.
"""
