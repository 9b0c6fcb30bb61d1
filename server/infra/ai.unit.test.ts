import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiStandIn, toolResults, type OpenAiStandIn } from '../test/openai-stand-in.ts';
import { generateText, tool } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createAiModel, withModel, type AiModel, type ModelTool } from './ai.ts';

let standIn: OpenAiStandIn;
let model: AiModel;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  model = createAiModel({ baseUrl: standIn.url, model: 'tiny', apiKey: 'secret-key', timeoutMs: 5_000 })!;
});
afterAll(async () => standIn.close());
beforeEach(() => standIn.reset());

const request = {
  system: 'You write letters.',
  prompt: 'Write one.',
  maxOutputTokens: 200,
  timeoutMs: 5_000,
};

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('AiModel.stream', () => {
  it('yields the answer delta by delta as the provider streams it', async () => {
    standIn.set({ answer: 'Dear hiring team, I would like to apply.', wordsPerChunk: 2 });
    const parts = await collect(model.stream(request));
    expect(parts.join('')).toBe('Dear hiring team, I would like to apply.');
    expect(parts.length).toBeGreaterThanOrEqual(4);
    const sent = standIn.requests[0]!;
    expect(sent.body.stream).toBe(true);
    expect(sent.body.model).toBe('tiny');
    expect(sent.authorization).toBe('Bearer secret-key');
    expect(sent.body.messages).toEqual([
      { role: 'system', content: 'You write letters.' },
      { role: 'user', content: 'Write one.' },
    ]);
  });

  it('throws on a provider error', async () => {
    standIn.set({ failStatus: 500 });
    await expect(collect(model.stream(request))).rejects.toThrow();
  });

  it('throws when the connection dies mid-answer', async () => {
    standIn.set({ answer: 'one two three four five six seven eight', wordsPerChunk: 1, dropAfterChunks: 3 });
    await expect(collect(model.stream(request))).rejects.toThrow();
  });

  it('throws on an empty answer', async () => {
    standIn.set({ answer: '   ' });
    await expect(collect(model.stream(request))).rejects.toThrow('without content');
  });

  it('gives up after the timeout', async () => {
    standIn.set({ delayMs: 2_000 });
    const started = Date.now();
    await expect(collect(model.stream({ ...request, timeoutMs: 200 }))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('stops when the caller aborts, and the provider sees the connection closed', async () => {
    standIn.set({ answer: 'a b c d e f g h i j', wordsPerChunk: 1, chunkDelayMs: 100 });
    const controller = new AbortController();
    const parts: string[] = [];
    await expect(
      (async () => {
        for await (const part of model.stream({ ...request, abortSignal: controller.signal })) {
          parts.push(part);
          if (parts.length === 2) controller.abort();
        }
      })(),
    ).rejects.toThrow('aborted');
    expect(parts.join('')).toBe('a b ');
    await expect.poll(() => standIn.abortedRequests()).toBe(1);
  });
});

describe('AiModel.stream with tools', () => {
  const calls: unknown[] = [];
  const lookup: ModelTool<{ city: string }> = {
    description: 'The weather in a city.',
    input: z.object({ city: z.string().min(1) }).strict(),
    run: (input) => {
      calls.push(input);
      return { forecast: `Sun in ${input.city}` };
    },
  };
  const withTools = { ...request, tools: { weather: lookup as ModelTool }, maxSteps: 3 };
  beforeEach(() => (calls.length = 0));

  it("runs the tool the model calls and streams the answer it writes from the tool's result", async () => {
    standIn.set({
      answer: (r) => {
        const [result] = toolResults(r);
        return result
          ? `Forecast: ${JSON.parse(result.content).forecast}.`
          : { toolCalls: [{ name: 'weather', arguments: { city: 'Aarhus' } }] };
      },
    });
    const parts = await collect(model.stream(withTools));
    expect(parts.join('')).toBe('Forecast: Sun in Aarhus.');
    expect(calls).toEqual([{ city: 'Aarhus' }]);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]!.body.tools).toEqual([
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'weather' }) }),
    ]);
  });

  it.each([
    ['a tool it was not given', { name: 'stocks', arguments: { city: 'Aarhus' } }],
    ['arguments out of schema', { name: 'weather', arguments: { town: 'Aarhus' } }],
    ['arguments that are not JSON', { name: 'weather', arguments: '{city: Aarhus' }],
  ])('throws when the model calls %s, running nothing', async (_, call) => {
    standIn.set({ answer: (r) => (toolResults(r).length ? 'Done.' : { toolCalls: [call] }) });
    await expect(collect(model.stream(withTools))).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('throws when the model only calls tools until the rounds run out', async () => {
    standIn.set({ answer: { toolCalls: [{ name: 'weather', arguments: { city: 'Odense' } }] } });
    await expect(collect(model.stream({ ...withTools, maxSteps: 2 }))).rejects.toThrow('without content');
    expect(calls).toHaveLength(2);
  });

  it('answers tool calls in the non-streamed format too', async () => {
    standIn.set({
      answer: (r) =>
        toolResults(r).length ? 'Sunny.' : { toolCalls: [{ name: 'weather', arguments: { city: 'Vejle' } }] },
    });
    const provider = createOpenAICompatible({ name: 'stand-in', baseURL: standIn.url });
    const result = await generateText({
      model: provider.chatModel('tiny'),
      prompt: 'Weather?',
      tools: {
        weather: tool({
          inputSchema: z.object({ city: z.string() }),
          execute: async ({ city }) => `Sun in ${city}`,
        }),
      },
      stopWhen: () => false,
    });
    expect(result.steps[0]!.toolCalls.map((c) => [c.toolName, c.input])).toEqual([
      ['weather', { city: 'Vejle' }],
    ]);
  });
});

describe('withModel', () => {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<
    typeof withModel
  >[1];
  beforeEach(() => (warnings.length = 0));

  it('answers with the built-in engine when no model is configured', async () => {
    const answer = await withModel(
      undefined,
      log,
      'test',
      async () => 'model',
      () => 'engine',
    );
    expect(answer).toBe('engine');
    expect(warnings).toHaveLength(0);
  });

  it("uses the model's answer when it succeeds", async () => {
    const answer = await withModel(
      model,
      log,
      'test',
      async () => 'model',
      () => 'engine',
    );
    expect(answer).toBe('model');
  });

  it('falls back to the engine and logs why when the model fails', async () => {
    const answer = await withModel(
      model,
      log,
      'test',
      async () => {
        throw new Error('provider down');
      },
      () => 'engine',
    );
    expect(answer).toBe('engine');
    expect(warnings).toHaveLength(1);
  });
});
