"""Adapters that let other agent frameworks keep their sessions in sessionlog.

Each adapter is its own module and imports its framework itself, so ``import sessionlog`` (or this
package) never needs an optional dependency:

- ``sessionlog.integrations.openai_agents``: ``SessionlogSession`` for the OpenAI Agents SDK
  (``pip install 'sessionlog[agents]'``; docs/integrations/openai-agents.md).
- ``sessionlog.integrations.adk``: ``SessionlogSessionService`` for Google's ADK
  (``pip install 'sessionlog[adk]'``; docs/integrations/adk.md).
- ``sessionlog.integrations.pydantic_ai``: ``append_messages`` / ``load_message_history`` for a
  pydantic-ai agent's message history (``pip install 'sessionlog[pydantic-ai]'``;
  docs/integrations/pydantic-ai.md).
"""
