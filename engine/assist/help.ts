import type { AssistantLanguage } from '#domain/assistant';
import type { AssistantAnswer, Both } from './types.ts';

const HELP: Both = {
  en: `I can't answer that one well. I'm built for four things, each worked out from your own CV and applications:

- **Interview preparation**: likely questions from a job ad you saved, with the evidence from your CV and a STAR outline for each.
- **Resume review**: concrete checks of your CV (missing sections, results without numbers, dates, length, skills your experience doesn't show) with the lines to fix.
- **Cover letter**: the application generator, opened with the job you choose.
- **Career change**: what your skills have in common with another occupation, what is missing, and a learning plan.

Ask for one of them, or use the quick prompts.`,
  da: `Det kan jeg ikke svare godt på. Jeg er lavet til fire ting, som jeg regner ud fra dit eget CV og dine ansøgninger:

- **Forberedelse til jobsamtale**: sandsynlige spørgsmål ud fra et gemt jobopslag, med beviserne fra dit CV og en STAR-skitse til hvert.
- **Gennemgang af CV**: konkrete tjek af dit CV (manglende afsnit, resultater uden tal, datoer, længde, kompetencer som din erfaring ikke viser) med de linjer, der skal rettes.
- **Ansøgning**: ansøgningsgeneratoren, åbnet med det job du vælger.
- **Karriereskift**: hvad dine kompetencer har til fælles med et andet fag, hvad der mangler, og en læreplan.

Spørg om en af dem, eller brug de hurtige forslag.`,
};

/** Anything the tools do not cover: say honestly what the assistant can do. */
export function helpAnswer(language: AssistantLanguage): AssistantAnswer {
  return { tool: 'help', language, content: HELP[language], sources: [] };
}
