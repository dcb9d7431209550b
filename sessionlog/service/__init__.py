"""The HTTP service (``sessionlog serve``): the store over HTTP with the same guarantees.

Rule of this package: routes parse a request, authorise it (``tokens``), call one use case
(``actions``, HTTP-independent) and render; nothing here imports click, rich or ``sessionlog.cli``.
Starlette, uvicorn and sse-starlette (the ``service`` extra) are imported only by ``app`` and
``server``, so ``import sessionlog`` and every other command never load them. docs/service.md
describes the API; ``tools/gen_openapi.py`` writes its OpenAPI document (docs/openapi.json) from
``routes.ROUTES``.
"""
