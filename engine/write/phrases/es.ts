import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts, StudyFacts } from './types.ts';

/** "en la Universidad de Sevilla", "en el Instituto …": the article a school's name takes. */
function institutionAt(institution: string): string {
  if (/^(universidad|escuela|facultad|academia)\b/i.test(institution)) return `en la ${institution}`;
  if (/^(instituto|colegio|centro|conservatorio)\b/i.test(institution)) return `en el ${institution}`;
  return `en ${institution}`;
}

/** Openings that add one more qualification to what the letter said ("Asimismo, obtuve …"). */
const FURTHER = [
  () => `Además,`,
  () => `Asimismo,`,
  () => `Por otra parte,`,
  () => `También`,
  () => `A esto se suma que`,
  () => `Cabe añadir que`,
] as const;

/** Spanish ("Madrid, 22 de noviembre de 2026", "Estimado/a responsable de selección:", "Atentamente,"). */
export const es: Phrasebook = {
  code: 'es',
  lowercaseAfterGreeting: false,
  fallbackRole: 'colaborador',
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  date: (day, month, year) => `${day} de ${month} de ${year}`,
  dateLine: (date, town) => (town ? `${town}, ${date}` : date),
  subject: (role) => `Asunto: Candidatura al puesto de ${role}`,
  greeting: (co, tone) =>
    co.named && tone === 'friendly'
      ? `Estimado equipo de ${co.name}:`
      : 'Estimado/a responsable de selección:',
  signoff: (tone) => (tone === 'friendly' || tone === 'enthusiastic' ? 'Un cordial saludo,' : 'Atentamente,'),
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`,
  quote: (text) => `«${text}»`,
  company: (name) =>
    name
      ? { name, at: `en ${name}`, for: `para ${name}`, named: true }
      : { name: 'su empresa', at: 'en su empresa', for: 'para su empresa', named: false },
  roleAt: (position, company) => (company ? `${position} en ${company}` : position),
  degreeAt: (degree, institution) => (institution ? `${degree} ${institutionAt(institution)}` : degree),
  since: (year) => `desde ${year}`,
  languageNames: {
    en: 'inglés',
    da: 'danés',
    de: 'alemán',
    es: 'español',
    fr: 'francés',
    sv: 'sueco',
    no: 'noruego',
    nl: 'neerlandés',
    it: 'italiano',
    pt: 'portugués',
    pl: 'polaco',
    ar: 'árabe',
    zh: 'chino',
  },
  languageLevels: {
    native: 'lengua materna',
    fluent: 'dominio fluido',
    good: 'buen nivel',
    intermediate: 'nivel intermedio',
    basic: 'nivel básico',
  },
  careerChange: [
    ...cross<{ role: string; co: CompanyForms; from: string }>(
      [
        ({ co }) => `Me presento ${co.at} para dar un nuevo rumbo a mi carrera`,
        ({ co }) => `Me presento ${co.at} para dar un nuevo rumbo a mi vida profesional`,
        () => `Busco un cambio de rumbo`,
        () => `Quiero que mi siguiente paso sea un cambio de sector`,
        ({ co }) => `${co.at} me gustaría dar un nuevo rumbo a mi carrera`,
        ({ co }) => `Me gustaría empezar un nuevo capítulo ${co.at}`,
        ({ co }) => `Ahora me gustaría pasar a un nuevo ámbito ${co.at}`,
        () => `Quiero dar un giro a mi carrera`,
      ],
      [
        ({ from }) => `, y aportaría lo que he aprendido como ${from}.`,
        ({ from }) => `, apoyándome en mi experiencia como ${from}.`,
        ({ from }) => `, partiendo de mi etapa como ${from}.`,
        ({ from }) => `, y llevaría conmigo la experiencia práctica que adquirí como ${from}.`,
        ({ from }) => `, y mi etapa como ${from} es la base para ello.`,
        ({ from }) => `, con lo que aprendí como ${from} como punto de partida.`,
      ],
    ),
    ({ from }) =>
      `Mi trayectoria como ${from} pertenece a otro ámbito, y es la experiencia sobre la que quiero construir en este puesto.`,
    ({ from }) =>
      `Mi experiencia como ${from} procede de otro campo, y me gustaría aprovecharla en nuevas tareas.`,
    ({ from, co }) =>
      `Después de trabajar como ${from}, quiero llevar mi experiencia a un nuevo campo ${co.at}.`,
    ({ from }) =>
      `Lo que aprendí como ${from} es la base sobre la que quiero construir este cambio de rumbo.`,
    ({ from }) => `Con mi experiencia como ${from}, quiero dar el salto a un nuevo ámbito.`,
    ({ from }) => `La experiencia que reuní como ${from} es la base que llevaría a este cambio de rumbo.`,
  ],

  opening: {
    any: [
      ({ role, co }) => `Me dirijo a ustedes para presentar mi candidatura al puesto de ${role} ${co.at}.`,
      ({ role, co }) => `Por medio de la presente, deseo postularme al puesto de ${role} ${co.at}.`,
      ({ role, co }) => `Quisiera presentar mi candidatura para el puesto de ${role} ${co.at}.`,
    ],
    friendly: [
      ({ role, co }) =>
        `Me alegró mucho ver su oferta para el puesto de ${role} ${co.at}, y me encantaría presentar mi candidatura.`,
      ({ role, co }) =>
        `Al leer que buscan cubrir el puesto de ${role} ${co.at}, supe enseguida que quería presentarme.`,
    ],
    formal: [
      ({ role, co }) => `Por la presente, me permito presentar mi candidatura al puesto de ${role} ${co.at}.`,
      ({ role, co }) => `Tengo el agrado de dirigirme a ustedes para optar al puesto de ${role} ${co.at}.`,
    ],
    enthusiastic: [
      ({ role, co }) =>
        `Me entusiasmó leer que ${co.name} busca cubrir el puesto de ${role}, y presento mi candidatura con gran ilusión.`,
      ({ role, co }) =>
        `El puesto de ${role} ${co.at} es justo el tipo de reto que buscaba, y me ilusiona presentarme.`,
    ],
    confident: [
      ({ role, co }) =>
        `Presento mi candidatura al puesto de ${role} ${co.at} con la convicción de que puedo aportar valor desde el primer día.`,
      ({ role }) => `Tengo la certeza de que mi perfil encaja con el puesto de ${role}.`,
    ],
  },
  currentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `Actualmente trabajo como ${roleAt}`,
      ({ roleAt }) => `En la actualidad ocupo el puesto de ${roleAt}`,
      ({ roleAt }) => `Mi trabajo actual es el de ${roleAt}`,
      ({ roleAt }) => `Hoy trabajo como ${roleAt}`,
      ({ roleAt }) => `Ahora mismo ocupo el puesto de ${roleAt}`,
      ({ roleAt }) => `A día de hoy trabajo como ${roleAt}`,
      ({ roleAt }) => `En este momento trabajo como ${roleAt}`,
      ({ roleAt }) => `Mi puesto actual es el de ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, donde sigo ampliando mi experiencia.`,
      () => `, un puesto en el que gano experiencia práctica cada día.`,
      () => `, y esa es la experiencia que traigo a esta candidatura.`,
      () => `, y desde ese puesto presento mi candidatura.`,
    ],
  ),
  recentRole: cross<{ roleAt: string }>(
    [
      ({ roleAt }) => `Mi puesto más reciente ha sido el de ${roleAt}`,
      ({ roleAt }) => `Recientemente he trabajado como ${roleAt}`,
      ({ roleAt }) => `Mi puesto más reciente fue el de ${roleAt}`,
      ({ roleAt }) => `Mi último puesto fue el de ${roleAt}`,
      ({ roleAt }) => `En mi último puesto trabajé como ${roleAt}`,
      ({ roleAt }) => `Mi experiencia más reciente es el puesto de ${roleAt}`,
      ({ roleAt }) => `Lo más reciente en mi trayectoria es mi etapa como ${roleAt}`,
      ({ roleAt }) => `Mi trabajo más reciente ha sido como ${roleAt}`,
    ],
    [
      () => `.`,
      () => `, donde amplié mi experiencia práctica.`,
      () => `, un puesto que me enseñó mucho en la práctica.`,
      () => `, y esa es la experiencia que traigo a esta candidatura.`,
      () => `, y de esa etapa parte esta candidatura.`,
    ],
  ),
  // The kind of qualification is unknown here: it is "completed", never "studied".
  studyDone: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `He completado mi formación en ${degreeAt}`,
      ({ degreeAt }) => `Cuento con una formación en ${degreeAt}`,
      ({ degreeAt }) => `Tengo la titulación ${degreeAt}`,
      ({ degreeAt }) => `Mi formación es ${degreeAt}`,
      ({ degreeAt }) => `Como formación, aporto ${degreeAt}`,
      ({ degreeAt }) => `Mi cualificación es ${degreeAt}`,
      ({ degreeAt }) => `Dispongo de la cualificación ${degreeAt}`,
      ({ degreeAt }) => `Mi base es la formación ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, y ahora quiero aplicar lo aprendido en el trabajo.`,
      () => `, una base que me gustaría llevar a la práctica.`,
      () => `, y con esa base me presento a este puesto.`,
      () => `, lo que me da una buena base de conocimientos.`,
    ],
  ),
  studyOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Actualmente curso ${degreeAt}`,
      ({ degreeAt }) => `En este momento estoy completando mis estudios de ${degreeAt}`,
      ({ degreeAt }) => `Hoy en día curso ${degreeAt}`,
      ({ degreeAt }) => `Ahora mismo estoy cursando ${degreeAt}`,
      ({ degreeAt }) => `En la actualidad estoy cursando ${degreeAt}`,
      ({ degreeAt }) => `Me encuentro cursando ${degreeAt}`,
      ({ degreeAt }) => `Mi formación en curso es ${degreeAt}`,
      ({ degreeAt }) => `A día de hoy estudio ${degreeAt}`,
    ],
    [
      () => `.`,
      () => `, y me gustaría aplicar en la práctica lo que aprendo.`,
      () => `, unos conocimientos que quiero llevar a la práctica.`,
      () => `, y me ilusiona combinar los estudios con el trabajo práctico.`,
      () => `, y quiero complementar esa formación con experiencia práctica.`,
    ],
  ),
  // Not a degree (FP, curso, examen): "cursando", "realizando", never "estudiar".
  trainingOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Actualmente estoy cursando ${degreeAt}`,
      ({ degreeAt }) => `En este momento estoy realizando ${degreeAt}`,
      ({ degreeAt }) => `Ahora mismo estoy a mitad de mi ${degreeAt}`,
      ({ degreeAt }) => `Mi ${degreeAt} está actualmente en curso`,
      ({ degreeAt }) => `Hoy por hoy realizo ${degreeAt}`,
      ({ degreeAt }) => `En la actualidad me estoy formando en ${degreeAt}`,
      ({ degreeAt }) => `En estos momentos estoy completando mi ${degreeAt}`,
      ({ degreeAt }) => `A día de hoy, mi ${degreeAt} sigue en marcha`,
    ],
    [
      () => `.`,
      () => `, y me ilusiona aplicar en la práctica lo que aprendo.`,
      () => `, y quiero llevar a la práctica lo que voy aprendiendo.`,
      () => `, y me gustaría compaginar esa formación con el trabajo práctico.`,
      () => `, y quiero complementar esta etapa con experiencia práctica en una empresa.`,
      () => ` – una formación que me gustaría poner en práctica en un puesto como este.`,
    ],
  ),
  topMatch: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Su oferta pide experiencia en ${list}`,
        ({ list }) => `Buscan a alguien con conocimientos de ${list}`,
        ({ list }) => `Al leer su oferta, me llamó la atención que pidieran experiencia en ${list}`,
        ({ list }) => `Entre sus requisitos está la experiencia en ${list}`,
        ({ list }) => `Piden experiencia en ${list}`,
        ({ list }) => `Su anuncio menciona ${list}`,
        ({ list }) => `En su oferta se pide experiencia en ${list}`,
        ({ list }) => `Para este puesto buscan experiencia en ${list}`,
      ],
      [
        () => `, algo con lo que he trabajado.`,
        () => `, un terreno que conozco por mi trayectoria.`,
        () => `, y con eso he trabajado.`,
        () => `, y mi trayectoria incluye precisamente eso.`,
        () => `, un ámbito que forma parte de mi perfil.`,
      ],
    ),
    ({ list }) =>
      `Su oferta pide experiencia en ${list}, y ahí es precisamente donde se concentra mi trayectoria.`,
    ({ list }) => `Buscan a alguien con conocimientos de ${list}, justo lo que ofrece mi perfil.`,
    ({ list }) => `Lo que ustedes buscan, experiencia en ${list}, es el centro de mi trayectoria.`,
  ],
  openingExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `En esta carta me gustaría mostrarles`,
        () => `A continuación explico`,
        () => `Me gustaría mostrarles`,
        () => `En esta carta expongo`,
        () => `Permítanme explicarles brevemente`,
        () => `Con esta carta quiero mostrarles`,
      ],
      [
        () => ` cómo encaja mi experiencia con lo que buscan.`,
        () => ` cómo encaja mi trayectoria con el puesto.`,
        () => ` cómo se ajusta mi experiencia a sus requisitos.`,
        ({ co }) => ` por qué creo que sería una buena incorporación ${co.for}.`,
      ],
    ),
    ({ co }) => `Les explico por qué creo que encajaría bien ${co.at}.`,
  ],
  noMatch: [
    ...cross<{ role: string }>(
      [
        () => `A continuación, me gustaría explicarles`,
        () => `Les expongo brevemente`,
        () => `Con esta carta quiero mostrarles`,
        () => `Permítanme resumir`,
        () => `En los próximos párrafos me gustaría contarles`,
        () => `En el resto de esta carta quiero explicarles`,
        () => `Aquí me gustaría contarles`,
        () => `Mediante esta carta quiero exponerles`,
      ],
      [
        () => ` lo que puedo aportar a este puesto.`,
        () => ` lo que puedo aportar y por qué me interesa el puesto.`,
        () => ` lo que he hecho hasta ahora y lo que me gustaría aportar en este puesto.`,
        () => ` lo que puedo aportar desde mi experiencia y por qué me gustaría trabajar con ustedes.`,
        () => ` en qué experiencia me apoyaría y por qué veo este puesto como un buen siguiente paso.`,
        () => ` lo que llevaría conmigo a este trabajo y por qué me gustaría formar parte de su equipo.`,
        () => ` para qué me ha preparado mi experiencia hasta ahora y por qué me atrae este puesto.`,
        () => ` cómo encaja mi trayectoria con el puesto y qué me gustaría aportar.`,
      ],
    ),
    () => `En las siguientes líneas les presento la experiencia que puedo ofrecerles.`,
  ],

  roleNow: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Como ${roleAt}${period}, trabajo a diario en ámbitos como ${list}`,
      ({ roleAt, period, list }) =>
        `En mi puesto actual de ${roleAt}${period}, aplico cada día mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Mi trabajo como ${roleAt}${period} se apoya en mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Actualmente, como ${roleAt}${period}, aplico mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `En mi día a día como ${roleAt}${period}, recurro a mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Mi puesto actual de ${roleAt}${period} me permite aplicar mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `En el puesto de ${roleAt}${period}, pongo en práctica mis conocimientos de ${list}`,
      ({ roleAt, period, list }) => `Hoy, como ${roleAt}${period}, mi trabajo abarca ámbitos como ${list}`,
    ],
    [
      () => `.`,
      () => `, y esa práctica la llevaría conmigo al puesto.`,
      () => `, que su oferta también menciona.`,
      () => `, una experiencia que aportaría a su equipo.`,
      () => `, algo que me gustaría seguir desarrollando con ustedes.`,
    ],
  ),
  rolePast: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Como ${roleAt}${period}, trabajé en ámbitos como ${list}`,
      ({ roleAt, period, list }) =>
        `Durante mi etapa como ${roleAt}${period}, apliqué mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Mi puesto de ${roleAt}${period} se apoyaba en mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `En mi etapa de ${roleAt}${period}, puse en práctica mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Cuando trabajé como ${roleAt}${period}, recurrí a mis conocimientos de ${list}`,
      ({ roleAt, period, list }) => `Mi trabajo como ${roleAt}${period} abarcó ámbitos como ${list}`,
      ({ roleAt, period, list }) =>
        `En el puesto de ${roleAt}${period}, desarrollé mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Trabajando como ${roleAt}${period}, apliqué a diario mis conocimientos de ${list}`,
    ],
    [
      () => `.`,
      () => `, y esa práctica la llevaría conmigo al puesto.`,
      () => `, que su oferta también menciona.`,
      () => `, una experiencia que aportaría a su equipo.`,
      () => `, algo que me gustaría seguir desarrollando con ustedes.`,
    ],
  ),
  roleNowPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Actualmente trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `En la actualidad ocupo el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `Hoy trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `Ahora mismo trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `En este momento trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `A día de hoy trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `Hoy en día trabajo como ${roleAt}${period}`,
        ({ roleAt, period }) => `Actualmente ocupo el puesto de ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, y me gustaría aportar esa experiencia práctica a su equipo.`,
        () => `, donde gano experiencia práctica cada día.`,
        () => `, un trabajo que me ha enseñado mucho en la práctica.`,
        () => `, lo que me da práctica cada día.`,
        () => `, y esa experiencia la llevaría conmigo.`,
        () => `, y sobre esa práctica me gustaría construir en este puesto.`,
        () => `, un trabajo en el que he aprendido mucho.`,
        () => `, y esa práctica me gustaría aplicarla en el puesto.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Mi puesto actual de ${roleAt}${period} me aporta una experiencia práctica sobre la que puedo seguir construyendo.`,
    ({ roleAt, period }) =>
      `Mi trabajo actual como ${roleAt}${period} me aporta experiencia práctica a diario.`,
    ({ roleAt, period }) => `La experiencia práctica me la da mi puesto actual de ${roleAt}${period}.`,
    ({ roleAt, period }) => `Cada día como ${roleAt}${period} amplío mi experiencia práctica.`,
    ({ roleAt, period }) =>
      `Mi empleo actual como ${roleAt}${period} me ha dado una experiencia directa que me gustaría aplicar en un nuevo entorno.`,
  ],
  rolePastPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Ocupé el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `He trabajado como ${roleAt}${period}`,
        ({ roleAt, period }) => `Mi experiencia incluye el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `Trabajé en el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `Desempeñé el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `Ejercí como ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, donde adquirí experiencia práctica.`,
        () => `, y esa es la experiencia sobre la que construiría.`,
        () => `, un trabajo que me enseñó mucho en la práctica.`,
        () => `, lo que me dio una experiencia práctica sobre la que puedo construir.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Como ${roleAt}${period}, adquirí una experiencia práctica que aportaría a este puesto.`,
    ({ roleAt, period }) =>
      `Mi etapa como ${roleAt}${period} me dio una experiencia práctica sobre la que puedo construir.`,
    ({ roleAt, period }) => `Como ${roleAt}${period}, aprendí mucho en la práctica.`,
    ({ roleAt, period }) => `La experiencia práctica la adquirí como ${roleAt}${period}.`,
    ({ roleAt, period }) => `Mi trabajo como ${roleAt}${period} me enseñó mucho en la práctica.`,
    ({ roleAt, period }) => `De mi etapa como ${roleAt}${period} traigo experiencia práctica.`,
    ({ roleAt, period }) => `Trabajar como ${roleAt}${period} me dio experiencia directa.`,
  ],
  roleTools: cross<{ list: string; current: boolean }>(
    [
      ({ list, current }) => `Allí también ${current ? 'trabajo' : 'trabajé'} con ${list}`,
      ({ list, current }) => `En ese puesto ${current ? 'utilizo' : 'utilicé'} además ${list}`,
      ({ list, current }) => `En ese trabajo ${current ? 'uso' : 'usé'} también ${list}`,
      ({ list, current }) => `Además, ${current ? 'trabajo' : 'trabajé'} allí con ${list}`,
      ({ list, current }) => `Mi trabajo allí ${current ? 'incluye' : 'incluyó'} también ${list}`,
      ({ list, current }) => `Allí ${current ? 'manejo' : 'manejé'} asimismo ${list}`,
      ({ list, current }) => `En ese mismo puesto ${current ? 'empleo' : 'empleé'} ${list}`,
      ({ list, current }) => `Mis tareas allí ${current ? 'incluyen' : 'incluían'} también el uso de ${list}`,
    ],
    [
      () => `.`,
      () => `, algo que también aportaría al puesto.`,
      () => `, como parte de mi trabajo diario.`,
      () => `, junto con mis tareas principales.`,
      ({ current }) => `, lo que ${current ? 'amplía' : 'amplió'} mi experiencia práctica.`,
    ],
  ),
  previousRole: cross<RoleFacts>(
    [
      ({ roleAt, period, list }) => `Anteriormente, como ${roleAt}${period}, trabajé en ámbitos como ${list}`,
      ({ roleAt, period, list }) =>
        `Antes de eso, en mi puesto de ${roleAt}${period}, desarrollé mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Mi etapa anterior como ${roleAt}${period} también se apoyó en mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Previamente, como ${roleAt}${period}, apliqué mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Con anterioridad, en el puesto de ${roleAt}${period}, puse en práctica mis conocimientos de ${list}`,
      ({ roleAt, period, list }) => `Antes, como ${roleAt}${period}, ya trabajaba en ámbitos como ${list}`,
      ({ roleAt, period, list }) =>
        `En un puesto anterior de ${roleAt}${period}, utilicé mis conocimientos de ${list}`,
      ({ roleAt, period, list }) =>
        `Mi experiencia previa como ${roleAt}${period} incluyó ámbitos como ${list}`,
    ],
    [
      () => `.`,
      () => `, y esa práctica la llevaría conmigo al puesto.`,
      () => `, que su oferta también menciona.`,
      () => `, una experiencia que aportaría a su equipo.`,
      () => `, algo en lo que me sigo apoyando hoy.`,
    ],
  ),
  previousRolePlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Antes de eso, trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Anteriormente ocupé el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `Previamente, trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Antes de ese puesto, trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Con anterioridad, trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Más atrás, trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Anteriormente trabajé como ${roleAt}${period}`,
        ({ roleAt, period }) => `Antes, ocupé el puesto de ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, lo que amplió mi experiencia práctica.`,
        () => `, un puesto que amplió mi experiencia práctica.`,
        () => `, donde reuní más experiencia directa.`,
        () => `, y esa experiencia me acompaña hasta hoy.`,
        () => `, un trabajo que me enseñó mucho en la práctica.`,
        () => `, y todavía hoy me apoyo en esa experiencia.`,
        () => `, una experiencia que también aportaría al puesto.`,
      ],
    ),
    ({ roleAt, period }) => `Mi experiencia anterior incluye el puesto de ${roleAt}${period}.`,
    ({ roleAt, period }) => `Antes de ello, ocupé el puesto de ${roleAt}${period}.`,
    ({ roleAt, period }) => `También trabajé como ${roleAt}${period}.`,
  ],
  otherRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `También he trabajado como ${roleAt}${period}`,
        ({ roleAt, period }) => `Además, tengo experiencia como ${roleAt}${period}`,
        ({ roleAt, period }) => `También he ocupado el puesto de ${roleAt}${period}`,
        ({ roleAt, period }) => `A esto se suma mi etapa como ${roleAt}${period}`,
        ({ roleAt, period }) => `Asimismo, he trabajado como ${roleAt}${period}`,
        ({ roleAt, period }) => `Aporto también experiencia como ${roleAt}${period}`,
        ({ roleAt, period }) => `Además, he trabajado como ${roleAt}${period}`,
        ({ roleAt, period }) => `Otro paso en mi trayectoria fue mi etapa como ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => `, lo que también amplió mi experiencia práctica.`,
        () => `, y esa experiencia también forma parte de lo que aporto.`,
        () => `, una etapa de la que saqué mucha práctica.`,
        () => `, un trabajo que me enseñó mucho en la práctica.`,
        () => `, y todavía hoy me apoyo en esa experiencia.`,
        () => `, una experiencia que también aportaría al puesto.`,
      ],
    ),
    ({ roleAt, period }) => `Otra parte de mi experiencia es mi etapa como ${roleAt}${period}.`,
    ({ roleAt, period }) => `Mi trayectoria incluye también el puesto de ${roleAt}${period}.`,
    ({ roleAt, period }) => `Experiencia adicional me la dio mi trabajo como ${roleAt}${period}.`,
    ({ roleAt, period }) => `Otro puesto que he desempeñado es el de ${roleAt}${period}.`,
  ],
  studyEvidence: cross<StudyFacts>(
    [
      ({ degreeAt, period, list }) => `Durante mis estudios de ${degreeAt}${period}, trabajé con ${list}`,
      ({ degreeAt, period, list }) => `Mis estudios de ${degreeAt}${period} me dieron una base en ${list}`,
      ({ degreeAt, period, list }) =>
        `En mi formación en ${degreeAt}${period}, adquirí conocimientos de ${list}`,
      ({ degreeAt, period, list }) => `Mi formación en ${degreeAt}${period} incluyó ${list}`,
      ({ degreeAt, period, list }) =>
        `Gracias a mi formación en ${degreeAt}${period}, tengo conocimientos de ${list}`,
      ({ degreeAt, period, list }) =>
        `A lo largo de mi formación en ${degreeAt}${period}, trabajé en ámbitos como ${list}`,
      ({ degreeAt, period, list }) =>
        `De mi formación en ${degreeAt}${period} traigo conocimientos de ${list}`,
      ({ degreeAt, period, list }) =>
        `Mi formación en ${degreeAt}${period} me aportó conocimientos de ${list}`,
    ],
    [
      () => `.`,
      () => `, que su oferta también menciona.`,
      () => `, y ahora me gustaría llevarlo a la práctica.`,
      () => `, una base que aportaría a su equipo.`,
      () => `, algo que me gustaría seguir desarrollando en el puesto.`,
    ],
  ),
  studyEvidencePlain: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) =>
          `Mis estudios de ${degreeAt}${period} me han dado una sólida base académica`,
        ({ degreeAt, period }) => `Con mi formación en ${degreeAt}${period}, aporto una base teórica sólida`,
        ({ degreeAt, period }) =>
          `Mis estudios de ${degreeAt}${period} me han preparado bien para la vida profesional`,
        ({ degreeAt, period }) =>
          `Con mis estudios de ${degreeAt}${period} he construido una sólida base de conocimientos`,
        ({ degreeAt, period }) => `Una base sólida me la dieron mis estudios de ${degreeAt}${period}`,
        ({ degreeAt, period }) =>
          `De mis estudios de ${degreeAt}${period} traigo una buena base de conocimientos`,
        ({ degreeAt, period }) =>
          `Mi formación en ${degreeAt}${period} me ha proporcionado las herramientas teóricas de mi campo`,
        ({ degreeAt, period }) =>
          `Durante mis estudios de ${degreeAt}${period} he adquirido los conocimientos esenciales de la disciplina`,
        ({ degreeAt, period }) =>
          `Llego al mundo laboral con la preparación que me han dado mis estudios de ${degreeAt}${period}`,
        ({ degreeAt, period }) =>
          `Gracias a mis estudios de ${degreeAt}${period}, conozco los fundamentos de la materia`,
      ],
      [
        () => `.`,
        () => `, y quiero seguir construyendo sobre lo aprendido en un entorno profesional.`,
        () => `, y ahora me gustaría llevar lo aprendido a la práctica.`,
        () => `, un punto de partida para mis primeros pasos profesionales.`,
      ],
    ),
    ({ degreeAt, period }) =>
      `Lo aprendido en ${degreeAt}${period} es la base sobre la que quiero construir.`,
  ],
  freshStart: [
    ...cross<{ role: string }>(
      [
        () => `Ahora tengo muchas ganas de poner en práctica lo aprendido en un entorno profesional`,
        () => `Mi siguiente paso es aplicar mis conocimientos en la práctica`,
        () => `Ahora quiero dar mis primeros pasos en el mundo laboral`,
        () => `Tengo ganas de empezar mi vida profesional`,
        () => `Mi objetivo ahora es convertir lo que he estudiado en trabajo práctico`,
        () => `El siguiente paso para mí es empezar mi vida profesional`,
        () => `Quiero llevar a la práctica lo que he aprendido`,
        () => `Lo que busco ahora es aplicar en el trabajo lo aprendido durante mis estudios`,
      ],
      [
        () => `.`,
        () => `, y este puesto sería un buen punto de partida.`,
        () => `, y me gustaría seguir aprendiendo con cada nueva tarea.`,
        () => `, y me gustaría hacerlo en un puesto como este.`,
        () => `, y este puesto me daría la ocasión de hacerlo.`,
      ],
    ),
    () =>
      `Ahora tengo muchas ganas de poner en práctica lo aprendido durante mis estudios en un entorno profesional y de crecer con cada nueva tarea.`,
    () => `Este puesto sería un buen lugar para aplicar lo que aprendí durante mis estudios.`,
    () => `Aprender en el trabajo es lo que más me motiva ahora.`,
    () => `Con mis estudios como base, quiero empezar a trabajar y seguir aprendiendo en la práctica.`,
  ],
  evidenceWrap: [
    ...cross<{ role: string }>(
      [
        () => `En conjunto, esta trayectoria`,
        () => `Todo ello`,
        () => `Esta base`,
        () => `Mi experiencia hasta ahora`,
        () => `Todo lo anterior`,
        () => `Mi recorrido`,
        () => `Esta experiencia`,
        () => `Mi camino hasta aquí`,
      ],
      [
        () => ` me da una base sólida para este puesto.`,
        () => ` me ha preparado bien para las tareas del puesto.`,
        () => ` es lo que aportaría a su equipo.`,
        () => ` es lo que me gustaría seguir desarrollando en el puesto.`,
        () => ` es lo que pondría al servicio del puesto.`,
        () => ` me ha preparado para el trabajo que implica el puesto.`,
      ],
    ),
  ],
  example: [
    ...cross<{ line: string }>(
      [
        () => `Un ejemplo`,
        () => `Un ejemplo concreto`,
        () => `Un resultado`,
        () => `Algo que destacaría`,
        () => `Una muestra`,
        () => `Un caso concreto`,
        () => `Un ejemplo representativo`,
      ],
      [
        ({ line }) => ` de esa etapa: ${line}`,
        ({ line }) => ` de aquel puesto: ${line}`,
        ({ line }) => ` de mi trabajo allí: ${line}`,
        ({ line }) => ` de ese trabajo: ${line}`,
        ({ line }) => ` de aquellos años: ${line}`,
        ({ line }) => ` de mis tareas en ese puesto: ${line}`,
      ],
    ),
    ({ line }) => `Por poner un ejemplo concreto: ${line}`,
    ({ line }) => `Así se tradujo en la práctica: ${line}`,
    ({ line }) => `Para ilustrar mi trabajo allí: ${line}`,
    ({ line }) => `En términos concretos: ${line}`,
  ],
  years: [
    ...cross<{ years: number }>(
      [
        ({ years }) => `En total, cuento con ${years} años de experiencia profesional`,
        ({ years }) => `Acumulo ${years} años de experiencia profesional`,
        ({ years }) => `Puedo apoyarme en ${years} años de experiencia profesional`,
        ({ years }) => `Mi experiencia profesional abarca ya ${years} años`,
        ({ years }) => `Sumo ${years} años de experiencia profesional`,
        ({ years }) => `Tengo a mis espaldas ${years} años de experiencia profesional`,
        ({ years }) => `A lo largo de mi carrera he reunido ${years} años de experiencia profesional`,
        ({ years }) => `Hasta hoy sumo ${years} años de experiencia profesional`,
      ],
      [
        () => `.`,
        () => `, y me gustaría aportar esa experiencia a este puesto.`,
        () => `, una experiencia sobre la que construiría en este puesto.`,
        () => `, y esa experiencia vendría conmigo al puesto.`,
        () => `, una base sobre la que me gustaría seguir creciendo en el puesto.`,
        () => `, que me gustaría poner al servicio de su equipo.`,
        () => `, y esa experiencia es la que pondría en práctica en el puesto.`,
      ],
    ),
    ({ years }) => `En conjunto, tengo ${years} años de experiencia profesional.`,
    ({ years }) => `Cuento con ${years} años de experiencia profesional sobre los que construir.`,
    ({ years }) => `Hasta ahora he reunido ${years} años de experiencia profesional.`,
    ({ years }) => `Mi trayectoria profesional suma ${years} años.`,
    ({ years }) => `En total, mi experiencia profesional es de ${years} años.`,
    ({ years }) => `Sumando mis puestos, mi experiencia profesional llega a ${years} años.`,
    ({ years }) => `En total, ${years} años de experiencia profesional respaldan esta candidatura.`,
  ],
  skills: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Además, aporto conocimientos de ${list}`,
        ({ list }) => `También puedo ofrecer experiencia en ${list}`,
        ({ list }) => `Puedo aportar además experiencia en ${list}`,
        ({ list }) => `Cuento también con conocimientos de ${list}`,
        ({ list }) => `Asimismo, tengo experiencia en ${list}`,
        ({ list }) => `Mi perfil incluye también ${list}`,
        ({ list }) => `Por otra parte, conozco ${list}`,
        ({ list }) => `A ello se suman mis conocimientos de ${list}`,
      ],
      [
        () => `, tal como pide su oferta.`,
        () => `, otro de los puntos de su oferta.`,
        () => `, otro requisito de su oferta.`,
        () => `, que su oferta también menciona.`,
        () => `, algo que su oferta también pide.`,
      ],
    ),
    ({ list }) => `Su oferta menciona también ${list}, algo que también puedo aportar.`,
    ({ list }) => `De su oferta, cubro también lo siguiente: ${list}.`,
  ],
  soft: [
    ...cross<{ list: string }>(
      [
        () => `Además,`,
        () => `Asimismo,`,
        () => `Por otra parte,`,
        () => `También`,
        () => `En el plano personal,`,
        () => `A nivel personal,`,
        () => `De igual modo,`,
        () => `En lo personal,`,
      ],
      [
        ({ list }) => ` aporto cualidades que su oferta menciona: ${list}.`,
        ({ list }) => ` puedo aportar las cualidades que piden: ${list}.`,
        ({ list }) => ` ofrezco lo que su oferta valora: ${list}.`,
        ({ list }) => ` cuento con cualidades que ustedes mencionan: ${list}.`,
        ({ list }) => ` traigo cualidades que su oferta cita: ${list}.`,
      ],
    ),
    ({ list }) => `Su oferta valora también cualidades que puedo aportar: ${list}.`,
    ({ list }) => `Mencionan también ${list}, algo que puedo aportar.`,
    ({ list }) => `Aporto además ${list}, que su oferta menciona.`,
    ({ list }) => `De las cualidades que citan, puedo aportar lo siguiente: ${list}.`,
  ],
  education: {
    degree: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Estudié ${degreeAt}`,
          ({ degreeAt }) => `En el plano académico, estudié ${degreeAt}`,
          ({ degreeAt }) => `Mi formación académica es ${degreeAt}`,
          ({ degreeAt }) => `Cuento con la titulación ${degreeAt}`,
          ({ degreeAt }) => `En cuanto a estudios, cursé ${degreeAt}`,
          ({ degreeAt }) => `A mi experiencia se suma la titulación ${degreeAt}`,
          ({ degreeAt }) => `Mis estudios fueron ${degreeAt}`,
          ({ degreeAt }) => `Cursé ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, lo que me dio una base teórica sólida.`,
          () => `, y me gustaría aplicar lo aprendido en este puesto.`,
          () => `, una base que pondría en práctica en el puesto.`,
          () => `, y esos conocimientos también forman parte de lo que aporto.`,
          () => `, unos conocimientos que me gustaría llevar a la práctica aquí.`,
        ],
      ),
      ({ degreeAt }) => `Me formé académicamente en ${degreeAt}.`,
      ({ degreeAt }) => `Mi titulación es ${degreeAt}.`,
      ({ degreeAt }) => `Académicamente, me formé en ${degreeAt}.`,
      ({ degreeAt }) => `Como formación académica, tengo ${degreeAt}.`,
    ],
    // Opening words × the statement: neither half is an optional clause (two such in a row read heavy).
    exam: [
      ...cross<{ degreeAt: string }>(
        [...FURTHER, () => `De igual modo,`, () => `En cuanto a mi formación,`],
        [
          ({ degreeAt }) => ` aprobé el examen de ${degreeAt}.`,
          ({ degreeAt }) => ` he superado el examen de ${degreeAt}.`,
          ({ degreeAt }) => ` obtuve por examen la cualificación ${degreeAt}.`,
          ({ degreeAt }) => ` tengo aprobado el examen de ${degreeAt}.`,
          ({ degreeAt }) => ` superé el examen de ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `Aprobé el examen de ${degreeAt}.`,
      ({ degreeAt }) => `Mediante examen obtuve la cualificación ${degreeAt}.`,
      ({ degreeAt }) => `A esto se suma el examen de ${degreeAt}, que aprobé.`,
      ({ degreeAt }) => `El examen de ${degreeAt} también lo tengo aprobado.`,
    ],
    apprenticeship: [
      ...cross<{ degreeAt: string }>(
        [...FURTHER, () => `De oficio,`, () => `Por lo demás,`],
        [
          ({ degreeAt }) => ` me formé como ${degreeAt} en formación profesional.`,
          ({ degreeAt }) => ` completé una formación profesional como ${degreeAt}.`,
          ({ degreeAt }) => ` tengo la formación profesional de ${degreeAt}.`,
          ({ degreeAt }) => ` cuento con una formación profesional como ${degreeAt}.`,
          ({ degreeAt }) => ` me formé profesionalmente como ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `Me formé como ${degreeAt} en formación profesional.`,
      ({ degreeAt }) => `Mi formación profesional es la de ${degreeAt}.`,
      ({ degreeAt }) => `La base de mi trabajo es mi formación profesional como ${degreeAt}.`,
    ],
    course: [
      ...cross<{ degreeAt: string }>(
        [...FURTHER, () => `Como formación complementaria,`, () => `De igual modo,`],
        [
          ({ degreeAt }) => ` completé el curso ${degreeAt}.`,
          ({ degreeAt }) => ` realicé el curso ${degreeAt}.`,
          ({ degreeAt }) => ` hice el curso ${degreeAt}.`,
          ({ degreeAt }) => ` he completado el curso ${degreeAt}.`,
          ({ degreeAt }) => ` participé en el curso ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `Completé el curso ${degreeAt}.`,
      ({ degreeAt }) => `Mi formación incluye el curso ${degreeAt}.`,
      ({ degreeAt }) => `El curso ${degreeAt} también forma parte de mi formación.`,
    ],
    school: [
      ...cross<{ degreeAt: string }>(
        [
          () => `Además,`,
          () => `Asimismo,`,
          () => `Por otra parte,`,
          () => `En su día`,
          () => `A esto se suma que`,
          () => `Cabe añadir que`,
          () => `En cuanto a mi formación,`,
          () => `Al principio de mi trayectoria`,
        ],
        [
          ({ degreeAt }) => ` terminé ${degreeAt}.`,
          ({ degreeAt }) => ` concluí mi etapa escolar con ${degreeAt}.`,
          ({ degreeAt }) => ` terminé mi etapa escolar con ${degreeAt}.`,
          ({ degreeAt }) => ` obtuve ${degreeAt} al final de mi etapa escolar.`,
          ({ degreeAt }) => ` completé ${degreeAt}.`,
        ],
      ),
      ({ degreeAt }) => `Terminé ${degreeAt}.`,
      ({ degreeAt }) => `Mi etapa escolar terminó con ${degreeAt}.`,
      ({ degreeAt }) => `Como formación escolar, tengo ${degreeAt}.`,
    ],
    other: cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Completé ${degreeAt}`,
        ({ degreeAt }) => `Entre mis cualificaciones figura ${degreeAt}`,
        ({ degreeAt }) => `También tengo ${degreeAt}`,
        ({ degreeAt }) => `Entre mis cualificaciones está ${degreeAt}`,
        ({ degreeAt }) => `A esto se suma ${degreeAt}`,
        ({ degreeAt }) => `Otra de mis cualificaciones es ${degreeAt}`,
        ({ degreeAt }) => `Completé también ${degreeAt}`,
        ({ degreeAt }) => `Mi formación incluye ${degreeAt}`,
      ],
      [
        () => `.`,
        () => `, y esos conocimientos los aportaría al puesto.`,
        () => `, parte de la base que aporto.`,
        () => `, lo que completa mi perfil.`,
        () => `, que complementa mi experiencia.`,
      ],
    ),
  },
  languagesTail: [
    ({ list }) => `y hablo ${list}`,
    ({ list }) => `y además hablo ${list}`,
    ({ list }) => `y también hablo ${list}`,
    ({ list }) => `y, en cuanto a idiomas, hablo ${list}`,
    ({ list }) => `y, en el plano lingüístico, hablo ${list}`,
    ({ list }) => `y, respecto a los idiomas, hablo ${list}`,
    ({ list }) => `y, en materia de idiomas, hablo ${list}`,
    ({ list }) => `y, por lo que se refiere a idiomas, hablo ${list}`,
    ({ list }) => `y mis conocimientos de idiomas son estos: ${list}`,
    ({ list }) => `y, por otra parte, hablo ${list}`,
    ({ list }) => `y, en el terreno de los idiomas, hablo ${list}`,
    ({ list }) => `y, en lo que respecta a idiomas, hablo ${list}`,
    ({ list }) => `y, en cuanto a lenguas, hablo ${list}`,
  ],
  languages: [
    ...cross<{ list: string }>(
      [
        () => `Además,`,
        () => `Asimismo,`,
        () => `Por otra parte,`,
        () => `Igualmente,`,
        () => `De igual modo,`,
        () => `Por lo demás,`,
        () => `A esto se suma que`,
        () => `Cabe añadir que`,
      ],
      [
        ({ list }) => ` hablo ${list}.`,
        ({ list }) => ` mis conocimientos de idiomas son estos: ${list}.`,
        ({ list }) => ` mis conocimientos lingüísticos son los siguientes: ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        () => `En cuanto a idiomas,`,
        () => `En el plano lingüístico,`,
        () => `Respecto a los idiomas,`,
        () => `Por lo que se refiere a idiomas,`,
        () => `En materia de idiomas,`,
        () => `En lo que respecta a idiomas,`,
        () => `En el terreno de los idiomas,`,
        () => `Quisiera añadir que`,
      ],
      [({ list }) => ` hablo ${list}.`, ({ list }) => ` mis conocimientos son estos: ${list}.`],
    ),
    ({ list }) => `Hablo ${list}.`,
    ({ list }) => `También hablo ${list}.`,
    ({ list }) => `Mis conocimientos de idiomas son estos: ${list}.`,
    ({ list }) => `Hablo ${list}, algo que me gustaría aprovechar en mi trabajo diario.`,
    ({ list }) => `En cuanto a idiomas, hablo ${list}, lo que me gustaría poner al servicio del puesto.`,
    ({ list }) => `Hablo ${list}, algo que también aportaría al puesto.`,
    ({ list }) => `Respecto a los idiomas, hablo ${list}, y me gustaría sacarle partido en el trabajo.`,
    ({ list }) => `También hablo ${list}, algo que aportaría a su equipo.`,
    ({ list }) => `En materia de idiomas, hablo ${list}, algo útil en el trabajo diario.`,
  ],
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `También tengo ${list}`,
        ({ list }) => `Además, he obtenido ${list}`,
        ({ list }) => `Completo mi formación con ${list}`,
        ({ list }) => `En materia de certificaciones, cuento con ${list}`,
        ({ list }) => `Asimismo, he obtenido ${list}`,
        ({ list }) => `Cuento asimismo con ${list}`,
        ({ list }) => `Por otra parte, cuento con ${list}`,
        ({ list }) => `Además, dispongo de ${list}`,
      ],
      [
        () => `.`,
        () => `, además de mi experiencia profesional.`,
        () => `, algo que también aportaría al puesto.`,
        () => `, lo que completa mi formación.`,
        () => `, algo que acredita mi formación.`,
      ],
    ),
    ({ list }) => `Además, cuento con la siguiente certificación: ${list}.`,
    ({ list }) => `Mi formación se completa con ${list}.`,
    ({ list }) => `A ello se añade lo siguiente: ${list}.`,
    ({ list }) => `Por otra parte, tengo ${list}.`,
  ],
  licence: [
    ...cross<Record<string, never>>(
      [
        () => `Además,`,
        () => `Asimismo,`,
        () => `Por otra parte,`,
        () => `También`,
        () => `Cabe añadir que`,
        () => `Igualmente,`,
        () => `De igual modo,`,
        () => `Quisiera añadir que`,
      ],
      [
        () => ` tengo carné de conducir.`,
        () => ` dispongo de carné de conducir.`,
        () => ` cuento con carné de conducir.`,
        () => ` poseo carné de conducir.`,
        () => ` estoy en posesión del carné de conducir.`,
      ],
    ),
    () => `Tengo carné de conducir.`,
    () => `Dispongo de carné de conducir.`,
    () => `Cuento con carné de conducir.`,
  ],
  toolkit: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Mis conocimientos incluyen ${list}`,
        ({ list }) => `Trabajo, entre otras herramientas, con ${list}`,
        ({ list }) => `Tengo buenos conocimientos de ${list}`,
        ({ list }) => `Mis conocimientos abarcan ${list}`,
        ({ list }) => `Me desenvuelvo bien con ${list}`,
        ({ list }) => `Mi perfil incluye conocimientos de ${list}`,
        ({ list }) => `Cuento con conocimientos de ${list}`,
        ({ list }) => `En cuanto a conocimientos, aporto ${list}`,
      ],
      [
        () => `.`,
        () => `, algo que me gustaría aplicar en este puesto desde el primer día.`,
        () => `, una base para empezar a trabajar en el puesto.`,
        () => `, lo que aportaría a su equipo.`,
        () => `, y con esa base me presento a este puesto.`,
        () => `, que me gustaría seguir ampliando en el puesto.`,
      ],
    ),
    ({ list }) =>
      `Mis conocimientos incluyen ${list}, y me gustaría ponerlos en práctica en este puesto desde el primer día.`,
  ],
  // Opening words × the statement: neither half is an optional clause (two such in a row read heavy).
  strengths: cross<{ list: string }>(
    [
      () => `En el plano personal,`,
      () => `A nivel personal,`,
      () => `Como persona,`,
      () => `Personalmente,`,
      () => `En lo personal,`,
      () => `En cuanto a cualidades personales,`,
      () => `Desde el punto de vista personal,`,
      () => `En el terreno personal,`,
    ],
    [
      ({ list }) => ` aporto lo siguiente: ${list}.`,
      ({ list }) => ` sumo a mi perfil lo siguiente: ${list}.`,
      ({ list }) => ` puedo ofrecer lo siguiente: ${list}.`,
      ({ list }) => ` mis puntos fuertes son estos: ${list}.`,
      ({ list }) => ` entre mis fortalezas destacaría: ${list}.`,
    ],
  ),
  moreSkills: [
    ...cross<{ list: string }>(
      [
        () => `Además,`,
        () => `Asimismo,`,
        () => `Por otra parte,`,
        () => `También`,
        () => `Igualmente,`,
        () => `De igual modo,`,
        () => `A esto se suma que`,
        () => `Por lo demás,`,
      ],
      [
        ({ list }) => ` manejo ${list}.`,
        ({ list }) => ` conozco bien ${list}.`,
        ({ list }) => ` me desenvuelvo con ${list}.`,
        ({ list }) => ` tengo conocimientos de ${list}.`,
        ({ list }) => ` trabajo con ${list}.`,
      ],
    ),
    ({ list }) => `Mis conocimientos incluyen también ${list}.`,
    ({ list }) => `Mis conocimientos abarcan además ${list}.`,
  ],
  earlierStudy: cross<{ degreeAt: string; period: string }>(
    [
      ({ degreeAt, period }) => `Antes, completé ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Previamente, terminé ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Con anterioridad, terminé ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Antes de eso, completé ${degreeAt}${period}`,
      ({ degreeAt, period }) => `En una etapa anterior, completé ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Anteriormente concluí ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Mi formación incluye también ${degreeAt}${period}`,
      ({ degreeAt, period }) => `Mi trayectoria formativa incluye además ${degreeAt}${period}`,
    ],
    [
      () => `.`,
      () => `, lo que sentó las bases de mi camino posterior.`,
      () => `, una etapa anterior de mi formación.`,
      () => `, que forma parte de la base que aporto.`,
      () => `, y esa formación también me acompaña.`,
    ],
  ),
  localTown: cross<{ town: string; co: CompanyForms }>(
    [
      ({ town }) => `Como vivo en ${town}`,
      ({ town }) => `Al vivir en ${town}`,
      ({ town }) => `Dado que resido en ${town}`,
      ({ town }) => `Puesto que vivo en ${town}`,
      ({ town }) => `Al residir en ${town}`,
      ({ town }) => `Como mi domicilio está en ${town}`,
      ({ town }) => `Ya que vivo en ${town}`,
      ({ town }) => `Como resido en ${town}`,
    ],
    [
      () => `, podría incorporarme sin necesidad de mudarme.`,
      () => `, estaría cerca del lugar de trabajo.`,
      () => `, me resultaría fácil desplazarme al trabajo.`,
      () => `, podría empezar sin cambiar de residencia.`,
      () => `, el trayecto al trabajo sería corto.`,
    ],
  ),
  workMode: cross<{ mode: 'remote' | 'hybrid' }>(
    [
      ({ mode }) =>
        `También valoro la posibilidad de trabajar ${mode === 'remote' ? 'en remoto' : 'en modalidad híbrida'}`,
      ({ mode }) =>
        `La opción de ${mode === 'remote' ? 'trabajar en remoto' : 'la modalidad híbrida'} se adapta muy bien a mí`,
      ({ mode }) =>
        `Valoro mucho que el puesto pueda desempeñarse ${mode === 'remote' ? 'en remoto' : 'en parte desde casa'}`,
      ({ mode }) => `${mode === 'remote' ? 'El trabajo en remoto' : 'Un modelo híbrido'} me vendría muy bien`,
      ({ mode }) =>
        `Me atrae que su oferta contemple el trabajo ${mode === 'remote' ? 'en remoto' : 'en modalidad híbrida'}`,
      ({ mode }) => `Veo con buenos ojos la modalidad ${mode === 'remote' ? 'remota' : 'híbrida'} del puesto`,
      ({ mode }) =>
        `Por otra parte, ${mode === 'remote' ? 'poder trabajar en remoto' : 'la modalidad híbrida'} me parece una ventaja`,
      ({ mode }) => `Trabajar ${mode === 'remote' ? 'en remoto' : 'de forma híbrida'} encaja bien conmigo`,
    ],
    [
      () => `.`,
      () => `, y con gusto trabajaría así.`,
      () => `, un aspecto que tuve en cuenta al leer su oferta.`,
      () => `, algo que pesa en mi interés por el puesto.`,
      () => `, y así me gustaría trabajar con ustedes.`,
      () => `, y es un punto a favor de su oferta para mí.`,
    ],
  ),
  contact: (phone, email) =>
    phone && email
      ? `Pueden contactarme en el ${phone} o en ${email}.`
      : phone
        ? `Pueden contactarme en el ${phone}.`
        : email
          ? `Pueden contactarme en ${email}.`
          : null,

  motivation: {
    any: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ list }) => `Lo que más me atrae de este puesto es que se apoya en conocimientos de ${list}`,
        ({ list }) => `Este puesto me interesa porque pide competencias en ${list}`,
        ({ co, list }) => `Me postulo a ${co.name} porque el puesto requiere conocimientos de ${list}`,
        ({ co, list }) =>
          `Presento mi candidatura ${co.for} porque el puesto da protagonismo a los conocimientos de ${list}`,
        ({ co, list }) => `El puesto ${co.at} me atrae porque exige competencias en ${list}`,
        ({ list }) => `Mi interés por este puesto se debe a que se centra en ${list}`,
        ({ co, list }) =>
          `Quiero incorporarme a ${co.name} porque el puesto valora los conocimientos de ${list}`,
      ],
      [
        () => `, un ámbito en el que quiero seguir creciendo.`,
        () => `, y me gustaría seguir avanzando en ese terreno.`,
        () => `, y lo veo como el siguiente paso natural en mi carrera.`,
        () => `: quiero aplicar lo que sé en ese ámbito y ampliarlo en la práctica.`,
        () => `, así que me gustaría poner en práctica lo que he aprendido.`,
        () => `, y quiero desarrollarme profesionalmente en esa dirección.`,
      ],
    ),
    enthusiastic: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ co, list }) => `Me encantaría incorporarme a ${co.name} en un puesto centrado en ${list}`,
        ({ list }) => `Este puesto me ilusiona mucho porque gira en torno a ${list}`,
        ({ co, list }) => `Sería un placer trabajar ${co.for} en un puesto que se apoya en ${list}`,
        ({ co, list }) =>
          `Tengo muchas ganas de sumarme a ${co.name} en un puesto que pide conocimientos de ${list}`,
        ({ list }) => `Con mucha ilusión presento mi candidatura a un puesto que pone el foco en ${list}`,
        ({ co, list }) => `De verdad me motiva que el puesto ${co.at} requiera competencias en ${list}`,
        ({ list }) => `Lo que me entusiasma de este puesto es que se centra en ${list}`,
      ],
      [
        () => `, y lo veo como un paso muy valioso en mi carrera.`,
        () => `: quiero aplicar lo que sé y seguir aprendiendo cada día.`,
        () => `, y me gustaría mucho crecer profesionalmente en esa dirección.`,
        () => `, un ámbito en el que quiero seguir avanzando.`,
        () => `, algo que me parece un siguiente paso muy atractivo en mi carrera.`,
        () => `: esa es la dirección en la que quiero desarrollarme.`,
      ],
    ),
    confident: cross<{ role: string; co: CompanyForms; list: string }>(
      [
        ({ co, list }) => `Me presento a este puesto ${co.at} porque se centra en ${list}`,
        ({ co, list }) => `Quiero aplicar ${co.at} mis conocimientos de ${list}`,
        ({ co, list }) => `Mi candidatura ${co.for} se apoya en mis conocimientos de ${list}`,
        ({ list }) => `Este puesto exige conocimientos de ${list}`,
        ({ co, list }) => `Con mis conocimientos de ${list} puedo aportar valor ${co.at}`,
        ({ co, list }) => `El puesto ${co.at} pide competencias en ${list}`,
        ({ list }) => `Presento mi candidatura porque el puesto se basa en ${list}`,
      ],
      [
        () => `, y aspiro a asumir responsabilidades en ese ámbito.`,
        () => `, y me propongo seguir avanzando en ese terreno.`,
        () => `, con la intención de contribuir de forma concreta a sus proyectos.`,
        () => `, y en ese terreno quiero seguir creciendo.`,
        () => `, y con ello doy un paso firme en mi carrera.`,
        () => `: es el siguiente paso lógico en mi trayectoria profesional.`,
      ],
    ),
  },
  motivationPlain: {
    any: [
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Me gustaría incorporarme a ${co.name}`,
          ({ co }) => `Quiero formar parte de ${co.name}`,
          ({ co }) => `Envío esta candidatura a ${co.name}`,
          ({ co }) => `Deseo sumarme al equipo de ${co.name}`,
          ({ co }) => `Aspiro a entrar en ${co.name}`,
          ({ co }) => `Mi objetivo es trabajar ${co.at}`,
          ({ co }) => `Tengo mucho interés en unirme a ${co.name}`,
        ],
        [
          () => ` porque el puesto encaja con la dirección que quiero dar a mi carrera.`,
          () => ` para dar el siguiente paso en mi carrera.`,
          () => `, ya que valoro la labor que realizan.`,
          () => ` con la idea de poner en práctica lo que he aprendido hasta ahora.`,
          () => ` porque quiero seguir desarrollándome profesionalmente.`,
          () => ` para aplicar mis conocimientos y ampliarlos en la práctica.`,
        ],
      ),
      ({ co }) => `Este puesto me atrae porque me permitiría dar el siguiente paso en mi carrera ${co.at}.`,
      ({ co }) => `Trabajar ${co.for} daría a mi carrera la dirección que busco.`,
    ],
    enthusiastic: [
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Me encantaría unirme a ${co.name}`,
          ({ co }) => `Sería una alegría entrar en ${co.name}`,
          ({ co }) => `De verdad me gustaría incorporarme a ${co.name}`,
          ({ co }) => `Con mucho gusto me sumaría al equipo de ${co.name}`,
          ({ co }) => `Presento con entusiasmo mi candidatura a ${co.name}`,
          ({ co }) => `Me haría mucha ilusión trabajar ${co.at}`,
          ({ co }) => `Tengo muchísimas ganas de formar parte de ${co.name}`,
        ],
        [
          () => ` porque admiro la labor que realizan.`,
          () => `, ya que me motiva la idea de aportar y aprender a su lado.`,
          () => ` para crecer profesionalmente junto a ustedes.`,
          () => `, pues quiero aplicar lo que sé y seguir aprendiendo.`,
          () => ` porque este puesto me permitiría desarrollarme en la dirección que quiero.`,
          () => `, ya que supondría un gran paso adelante en mi carrera.`,
        ],
      ),
      ({ co }) => `Me haría mucha ilusión asumir este puesto y crecer junto a ${co.name}.`,
      ({ co }) => `La posibilidad de trabajar ${co.for} me ilusiona de verdad.`,
    ],
  },
  motivationExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `Me gustaría contribuir a su trabajo`,
        () => `Con gusto asumiría responsabilidades en su equipo`,
        () => `Quiero aportar lo que sé a su equipo`,
        () => `Me atrae la idea de incorporarme a su equipo`,
        () => `Espero poder implicarme de lleno en las tareas del puesto`,
        () => `Mi intención es aportar al equipo desde el principio`,
        () => `Busco un equipo en el que el conocimiento se comparta`,
        () => `Tengo ganas de afrontar las tareas de este puesto`,
      ],
      [
        () => `.`,
        () => `, a la vez que sigo aprendiendo.`,
        () => `, sin dejar de aprender de mis compañeros.`,
        () => `, con la vista puesta en el largo plazo.`,
        () => `, con la idea de crecer profesionalmente con ustedes.`,
      ],
    ),
    () =>
      `Me gusta trabajar en equipos donde el conocimiento se comparte abiertamente, y me gustaría contribuir a ello en su equipo.`,
    () => `Veo este puesto como un lugar donde aportar y, a la vez, seguir aprendiendo.`,
    () => `Me gustaría crecer profesionalmente con ustedes a largo plazo.`,
    () => `Me motivan las tareas nuevas y aprender de las personas con las que trabajo.`,
    () => `Para mí es importante formar parte de un equipo que comparte lo que sabe.`,
    () => `Me gustaría desarrollarme a largo plazo en un puesto como este.`,
    () => `Me gustaría contribuir a su trabajo y seguir desarrollándome con ustedes.`,
  ],
  motivationRole: [
    ({ role }) =>
      `El puesto de ${role} es para mí una oportunidad de aplicar lo aprendido y seguir creciendo.`,
    ({ role }) => `Veo el puesto de ${role} como el siguiente paso adecuado para mí.`,
    ({ role }) =>
      `En el puesto de ${role}, me gustaría asumir las tareas que describen y llevarlas a buen término.`,
    ({ role }) => `Trabajar en el puesto de ${role} es a lo que quiero dedicarme en los próximos años.`,
    ({ role }) => `El puesto de ${role} me permitiría aplicar mi experiencia en un entorno nuevo.`,
    ({ role }) => `Incorporarme al puesto de ${role} sería un paso importante en mi vida profesional.`,
  ],

  closing: {
    any: [
      () => `Me gustaría tener la oportunidad de conversar con ustedes en una entrevista.`,
      () => `Quedo a su disposición para ampliar cualquier información en una entrevista personal.`,
    ],
    friendly: [
      () => `Me encantaría conocerles en persona y saber más sobre el equipo.`,
      () => `Sería un placer hablar con ustedes sobre el puesto.`,
    ],
    formal: [
      () => `Quedo a su entera disposición para mantener una entrevista cuando lo estimen oportuno.`,
      () => `Agradecería la oportunidad de presentarme en una entrevista personal.`,
    ],
    enthusiastic: [
      () => `¡Me encantaría hablar con ustedes y espero tener noticias suyas pronto!`,
      () => `Sería una gran alegría poder conocerles en una entrevista.`,
    ],
    confident: [
      () => `Espero poder mostrarles en una entrevista todo lo que puedo aportar.`,
      () => `Me gustaría explicarles en una entrevista cómo puedo reforzar su equipo.`,
    ],
  },
  closingExtra: [
    () => `Gracias por dedicar su tiempo a leer mi candidatura y por tenerme en cuenta para este puesto.`,
    () => `Muchas gracias por su tiempo y consideración.`,
    () => `Les agradezco de antemano la atención prestada a mi candidatura.`,
    () => `Gracias por dedicar su tiempo a leer mi candidatura.`,
  ],
  availability: [
    () => `Puedo concertar una entrevista en la fecha que mejor les convenga.`,
    () => `Me adapto con gusto a su agenda para concertar una entrevista.`,
    () => `Para una entrevista, me ajusto con gusto a las fechas que les vengan bien.`,
    () => `Estoy disponible para una entrevista cuando les resulte conveniente.`,
    () => `Con gusto buscaré un hueco para una entrevista cuando ustedes lo propongan.`,
    () => `Si les parece bien, pueden proponerme la fecha y la hora de la entrevista.`,
    () => `Me acomodaré con gusto a la fecha que propongan para una entrevista.`,
    () => `Podemos acordar la fecha de una entrevista según su disponibilidad.`,
    () => `Pueden proponerme una fecha para la entrevista cuando lo consideren oportuno.`,
    () => `Para concertar una entrevista, me adapto a sus horarios.`,
    () => `Encontraremos sin problema una fecha para la entrevista que les venga bien.`,
    () => `La fecha de una posible entrevista la fijo con gusto según su calendario.`,
  ],
  closingMore: [
    () => `Si tienen alguna pregunta sobre mi candidatura, la responderé con mucho gusto.`,
    () => `Si algún punto de mi candidatura no queda claro, lo ampliaré con gusto.`,
    () => `Puedo enviarles cualquier documentación adicional que necesiten.`,
    () => `No duden en ponerse en contacto conmigo si desean más información.`,
  ],
};
