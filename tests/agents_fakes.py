"""A scripted Agents SDK model (no network): it answers from a fixed script and records what it saw.

Each call to ``get_response`` takes the next reply of the script. A reply is a list of output parts:
``("text", "...")`` for an assistant message, ``("call", name, {args})`` for a function call (its
``call_id`` is numbered, so two runs of the same script give the same ids) and ``("reasoning",
"...")`` for a reasoning item with that summary.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from agents.items import ModelResponse
from agents.models.interface import Model, ModelProvider
from agents.usage import Usage
from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
    ResponseReasoningItem,
)
from openai.types.responses.response_reasoning_item import Summary


class ScriptedModel(Model):
    """Replies from ``script`` in order; ``inputs`` records the input of every call."""

    def __init__(self, script: list[list[tuple]]) -> None:
        self.script = list(script)
        self.inputs: list[list[Any]] = []
        self._calls = 0

    async def get_response(self, system_instructions, input, model_settings, tools, output_schema, handoffs,
                           tracing, *, previous_response_id, conversation_id, prompt) -> ModelResponse:
        self.inputs.append(json.loads(json.dumps(input if isinstance(input, list) else [input], default=str)))
        if self._calls >= len(self.script):
            raise AssertionError(f"the script has {len(self.script)} replies; call #{self._calls + 1} was not scripted")
        reply = self.script[self._calls]
        self._calls += 1
        return ModelResponse(output=[self._part(part, index) for index, part in enumerate(reply)],
                             usage=Usage(requests=1), response_id=f"resp_{self._calls}")

    def _part(self, part: tuple, index: int) -> Any:
        kind = part[0]
        ident = f"{self._calls}_{index}"
        if kind == "text":
            return ResponseOutputMessage(
                id=f"msg_{ident}", type="message", role="assistant", status="completed",
                content=[ResponseOutputText(type="output_text", text=part[1], annotations=[])])
        if kind == "call":
            return ResponseFunctionToolCall(id=f"fc_{ident}", type="function_call", call_id=f"call_{ident}",
                                            name=part[1], arguments=json.dumps(part[2]), status="completed")
        if kind == "reasoning":
            return ResponseReasoningItem(id=f"rs_{ident}", type="reasoning",
                                         summary=[Summary(type="summary_text", text=part[1])])
        raise ValueError(f"unknown scripted part {part!r}")

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("the scripted model does not stream")


class ScriptedProvider(ModelProvider):
    """Answers every model name with the same scripted model."""

    def __init__(self, model: ScriptedModel) -> None:
        self.model = model

    def get_model(self, model_name: str | None) -> Model:
        return self.model
