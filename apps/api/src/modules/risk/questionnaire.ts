/**
 * The risk questionnaire (test del inversionista) as data: questions, options with their
 * scores, and the score bands of each profile, under a version number. A change of wording,
 * scores or bands is a new version; answers are kept with the version that scored them
 * (docs/DOMAIN.md, Risk questionnaire).
 */

export type RiskProfile = 'conservador' | 'moderado' | 'agresivo';

export interface QuestionOption {
  id: string;
  text: string;
  score: 0 | 1 | 2 | 3 | 4;
}

export interface Question {
  id: string;
  text: string;
  /** One sentence that helps to answer, shown under the question. */
  hint?: string;
  options: QuestionOption[];
}

export interface ProfileBand {
  profile: RiskProfile;
  /** Lowest and highest total score of the band, both included. */
  min: number;
  max: number;
  /** What the profile means, in plain words. */
  description: string;
}

export interface Questionnaire {
  version: number;
  questions: Question[];
  bands: ProfileBand[];
}

const options = (...texts: string[]): QuestionOption[] =>
  texts.map((text, i) => ({
    id: String.fromCharCode(97 + i),
    text,
    score: i as 0 | 1 | 2 | 3 | 4,
  }));

/** Version 1: eight questions, each scored 0 to 4, so a total of 0 to 32. */
export const QUESTIONNAIRE_V1: Questionnaire = {
  version: 1,
  questions: [
    {
      id: 'age',
      text: '¿Cuántos años tienes?',
      options: options(
        '76 años o más',
        'Entre 66 y 75 años',
        'Entre 51 y 65 años',
        'Entre 36 y 50 años',
        '35 años o menos',
      ),
    },
    {
      id: 'experience',
      text: '¿Cuánta experiencia tienes invirtiendo?',
      options: options(
        'Nunca he invertido',
        'Solo he tenido depósitos a plazo o cuentas de ahorro',
        'He invertido en fondos mutuos de deuda',
        'He invertido en fondos mixtos o de acciones',
        'Invierto en acciones o bonos directamente',
      ),
    },
    {
      id: 'knowledge',
      text: '¿Cómo describirías lo que sabes de inversiones?',
      options: options(
        'No sé nada del tema',
        'Conozco lo básico: ahorro y depósitos',
        'Entiendo qué es un fondo mutuo y el valor cuota',
        'Entiendo la diferencia entre bonos y acciones y sus riesgos',
        'Sigo los mercados y entiendo bien los instrumentos financieros',
      ),
    },
    {
      id: 'horizon',
      text: '¿En cuánto tiempo piensas usar el dinero que vas a invertir?',
      hint: 'Piensa en cuándo lo necesitarás, no en cuándo te gustaría ver ganancias.',
      options: options(
        'En menos de 1 año',
        'Entre 1 y 2 años',
        'Entre 2 y 5 años',
        'Entre 5 y 10 años',
        'En más de 10 años',
      ),
    },
    {
      id: 'objective',
      text: '¿Qué buscas con esta inversión?',
      options: options(
        'Que mi dinero no pierda valor',
        'Una renta estable, aunque sea moderada',
        'Un equilibrio entre estabilidad y crecimiento',
        'Que mi dinero crezca, aceptando altibajos',
        'El mayor crecimiento posible, aunque haya pérdidas temporales',
      ),
    },
    {
      id: 'reaction',
      text: 'Si tu inversión cayera entre 10 % y 20 % en unos meses, ¿qué harías?',
      options: options(
        'Rescataría todo de inmediato',
        'Rescataría una parte',
        'Esperaría sin hacer cambios',
        'Esperaría y revisaría si conviene invertir más',
        'Invertiría más aprovechando el precio bajo',
      ),
    },
    {
      id: 'share',
      text: '¿Qué parte de tus ahorros representa esta inversión?',
      options: options(
        'Más del 75 %',
        'Entre 50 % y 75 %',
        'Entre 25 % y 50 %',
        'Entre 10 % y 25 %',
        'Menos del 10 %',
      ),
    },
    {
      id: 'income',
      text: '¿Qué tan estables son tus ingresos?',
      options: options(
        'No tengo ingresos fijos',
        'Son variables y a veces no cubren mis gastos',
        'Son variables pero cubren mis gastos',
        'Son estables',
        'Son estables y me permiten ahorrar cada mes',
      ),
    },
  ],
  bands: [
    {
      profile: 'conservador',
      min: 0,
      max: 12,
      description:
        'Priorizas cuidar tu dinero. Prefieres inversiones estables, aunque ganen menos, como los fondos de deuda de corto plazo.',
    },
    {
      profile: 'moderado',
      min: 13,
      max: 22,
      description:
        'Buscas que tu dinero crezca sin grandes sobresaltos. Aceptas algunas caídas temporales a cambio de una mejor rentabilidad.',
    },
    {
      profile: 'agresivo',
      min: 23,
      max: 32,
      description:
        'Buscas el mayor crecimiento en el largo plazo y aceptas caídas fuertes en el camino, como las de los fondos de acciones.',
    },
  ],
};

/** Every version, by number; the newest is the one customers take. */
export const QUESTIONNAIRES: ReadonlyMap<number, Questionnaire> = new Map([[1, QUESTIONNAIRE_V1]]);
export const CURRENT_QUESTIONNAIRE = QUESTIONNAIRE_V1;

export type ScoreResult =
  | { ok: true; version: number; score: number; profile: RiskProfile }
  | { ok: false; missing: string[]; unknown: string[] };

/**
 * Scores a set of answers (question id → option id) with one version. Every question must be
 * answered with one of its options; anything else is reported, never guessed.
 */
export function scoreAnswers(
  questionnaire: Questionnaire,
  answers: Readonly<Record<string, string>>,
): ScoreResult {
  const missing: string[] = [];
  const unknown: string[] = [];
  let score = 0;
  for (const question of questionnaire.questions) {
    const chosen = answers[question.id];
    if (chosen === undefined) {
      missing.push(question.id);
      continue;
    }
    const option = question.options.find((o) => o.id === chosen);
    if (!option) unknown.push(question.id);
    else score += option.score;
  }
  const known = new Set(questionnaire.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) unknown.push(id);
  if (missing.length || unknown.length) return { ok: false, missing, unknown };
  const band = questionnaire.bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new Error(`questionnaire v${questionnaire.version} has no band for ${score}`);
  return { ok: true, version: questionnaire.version, score, profile: band.profile };
}

/** The highest fund risk level (1–5) each profile reaches without a suitability warning. */
export const PROFILE_REACH: Record<RiskProfile, number> = {
  conservador: 2,
  moderado: 3,
  agresivo: 5,
};
