import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, stepCountIs, streamText, tool, type LanguageModel, type ToolSet } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';

/**
 * The configured OpenAI-compatible model (OpenAI, Ollama, vLLM, LM Studio…), or none. Every caller
 * has a built-in fallback (the engine), so a missing or failing model never stops a feature; callers
 * go through `withModel` (or, for a stream whose text is already shown, handle the fallback as the
 * letter generator does). Every request waits at most `AI_TIMEOUT_MS` (`timeoutMs` overrides it).
 */
export interface AiModel {
  /** Plain text from the model; throws on failure or an empty answer. */
  text(request: {
    system: string;
    prompt: string;
    maxOutputTokens: number;
    timeoutMs?: number;
  }): Promise<string>;
  /**
   * Text as the model writes it, delta by delta. With `tools` the model may call them (function
   * calling) for up to `maxSteps` rounds before it answers; each call runs the tool's `run` with the
   * arguments parsed by its schema, and what `run` returns goes back to the model. Throws (while
   * iterating) on a provider error, a timeout (over all rounds), an abort through `abortSignal`, a
   * call of a tool it was not given or with arguments out of schema, a tool that throws, or an
   * answer without content.
   */
  stream(request: {
    system: string;
    prompt: string;
    maxOutputTokens: number;
    timeoutMs?: number;
    abortSignal?: AbortSignal;
    tools?: Readonly<Record<string, ModelTool>>;
    maxSteps?: number;
  }): AsyncIterable<string>;
  /** A value of `schema` from the model; throws when the model fails or answers out of schema. */
  object<T>(request: {
    system: string;
    prompt: string;
    schema: z.ZodType<T>;
    timeoutMs?: number;
  }): Promise<T>;
}

/** A function the model may call: what it is for, its arguments' schema, and what it does. */
export interface ModelTool<T = unknown> {
  description: string;
  input: z.ZodType<T>;
  run(input: T): unknown;
}

/** The tools in the SDK's form; a run that throws comes back as a tool error. */
function sdkTools(tools: Readonly<Record<string, ModelTool>>): ToolSet {
  return Object.fromEntries(
    Object.entries(tools).map(([name, t]) => [
      name,
      tool({ description: t.description, inputSchema: t.input, execute: async (input) => t.run(input) }),
    ]),
  );
}

export function createAiModel(ai: Config['ai']): AiModel | undefined {
  if (!ai) return undefined;
  const configuredTimeout = ai.timeoutMs;
  const provider = createOpenAICompatible({
    name: 'configured',
    baseURL: ai.baseUrl,
    ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
    // Servers that do not know json_schema fall back to JSON mode, which the SDK then validates.
    supportsStructuredOutputs: true,
  });
  const model: LanguageModel = provider.chatModel(ai.model);
  /** Settings of a prose answer: a little variety, one attempt (the caller's fallback is faster than a retry). */
  const prose = (request: { system: string; prompt: string; maxOutputTokens: number }) => ({
    model,
    ...request,
    temperature: 0.2,
    maxRetries: 0,
  });
  return {
    async text({ system, prompt, maxOutputTokens, timeoutMs = configuredTimeout }) {
      const result = await generateText({
        ...prose({ system, prompt, maxOutputTokens }),
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      const text = result.text.trim();
      if (!text) throw new Error('model answered without content');
      return text;
    },
    async *stream({
      system,
      prompt,
      maxOutputTokens,
      timeoutMs = configuredTimeout,
      abortSignal,
      tools,
      maxSteps = 1,
    }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      // Leaving the loop early (a wrong tool call, the caller stopping) must end the SDK's rounds too.
      const done = new AbortController();
      const result = streamText({
        ...prose({ system, prompt, maxOutputTokens }),
        ...(tools ? { tools: sdkTools(tools), stopWhen: stepCountIs(maxSteps) } : {}),
        abortSignal: AbortSignal.any([timeout, done.signal, ...(abortSignal ? [abortSignal] : [])]),
        // Errors arrive as stream parts below; the default handler would only log them to stderr.
        onError: () => undefined,
      });
      let wrote = false;
      try {
        // fullStream, not textStream: textStream swallows provider errors and just ends early.
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) {
            wrote ||= part.text.trim() !== '';
            yield part.text;
          } else if (part.type === 'tool-call' && part.invalid) {
            // An unknown tool or arguments out of schema: the SDK would tell the model and go on.
            throw new Error(`the model called ${part.toolName} wrongly: ${String(part.error)}`);
          } else if (part.type === 'tool-error') {
            throw part.error instanceof Error ? part.error : new Error(String(part.error));
          } else if (part.type === 'error') {
            throw part.error instanceof Error ? part.error : new Error(String(part.error));
          } else if (part.type === 'abort') {
            throw new Error(timeout.aborted ? 'model timed out' : 'model request aborted');
          }
        }
      } finally {
        done.abort();
      }
      if (!wrote) throw new Error('model answered without content');
    },
    async object({ system, prompt, schema, timeoutMs = configuredTimeout }) {
      const result = await generateText({
        model,
        system,
        prompt,
        output: Output.object({ schema }),
        temperature: 0,
        // One attempt: the caller's fallback is faster than a retry storm against a sick server.
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      // The SDK validated the JSON against the schema; parse again so defaults and trims apply.
      return schema.parse(result.output);
    },
  };
}

/**
 * The one way to ask the model for something the engine can also do: `run` with the configured
 * model, `fallback` (the built-in engine) when there is none or when the model fails for any reason
 * (provider error, timeout, an answer out of schema or refused by the caller's check). The failure is
 * logged for the operator; the user gets the built-in answer.
 */
export async function withModel<T>(
  ai: AiModel | undefined,
  log: FastifyBaseLogger,
  purpose: string,
  run: (model: AiModel) => Promise<T>,
  fallback: () => T | Promise<T>,
): Promise<T> {
  if (ai) {
    try {
      return await run(ai);
    } catch (error) {
      log.warn({ err: error, purpose }, `${purpose}: the model failed; the built-in engine answered`);
    }
  }
  return fallback();
}
