import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Config } from '../config.ts';

/**
 * The configured OpenAI-compatible model (OpenAI, Ollama, vLLM, LM Studio…), or none. Every caller
 * has a built-in fallback (the engine), so a missing or failing model never stops a feature.
 */
export interface AiModel {
  /** Plain text from the model; throws on failure or an empty answer. */
  text(request: {
    system: string;
    prompt: string;
    maxOutputTokens: number;
    timeoutMs: number;
  }): Promise<string>;
  /** A value of `schema` from the model; throws when the model fails or answers out of schema. */
  object<T>(request: { system: string; prompt: string; schema: z.ZodType<T>; timeoutMs: number }): Promise<T>;
}

export function createAiModel(ai: Config['ai']): AiModel | undefined {
  if (!ai) return undefined;
  const provider = createOpenAICompatible({
    name: 'configured',
    baseURL: ai.baseUrl,
    ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
    // Servers that do not know json_schema fall back to JSON mode, which the SDK then validates.
    supportsStructuredOutputs: true,
  });
  const model: LanguageModel = provider.chatModel(ai.model);
  return {
    async text({ system, prompt, maxOutputTokens, timeoutMs }) {
      const result = await generateText({
        model,
        system,
        prompt,
        temperature: 0.2,
        maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      const text = result.text.trim();
      if (!text) throw new Error('model answered without content');
      return text;
    },
    async object({ system, prompt, schema, timeoutMs }) {
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
