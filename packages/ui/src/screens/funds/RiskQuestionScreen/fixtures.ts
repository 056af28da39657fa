// Stories only: the eight questions of the test del inversionista, five answers each, from the
// most cautious to the boldest.
import type { RiskQuestion } from './RiskQuestionScreen';

const question = (id: string, text: string, answers: string[], hint?: string): RiskQuestion => ({
  id,
  text,
  hint,
  options: answers.map((answer, index) => ({ id: `${id}-${index + 1}`, text: answer })),
});

export const riskQuestions: RiskQuestion[] = [
  question(
    'horizon',
    '¿Por cuánto tiempo piensas mantener tu inversión?',
    ['Menos de 1 año', 'De 1 a 2 años', 'De 2 a 3 años', 'De 3 a 5 años', 'Más de 5 años'],
    'Piensa en el dinero que invertirías ahora, no en tus aportes futuros.',
  ),
  question('objective', '¿Cuál es tu principal objetivo al invertir?', [
    'Cuidar mi dinero para que no pierda valor',
    'Obtener una ganancia pequeña pero estable',
    'Lograr un equilibrio entre seguridad y ganancia',
    'Hacer crecer mi dinero aunque a veces baje',
    'Obtener la mayor ganancia posible aunque el riesgo sea alto',
  ]),
  question(
    'fall',
    'Si tu inversión bajara 10\u00a0% en un mes, ¿qué harías?',
    [
      'Rescataría todo mi dinero de inmediato',
      'Rescataría una parte para no seguir perdiendo',
      'Esperaría sin hacer cambios hasta que se recupere',
      'Mantendría mi inversión: es normal que los precios suban y bajen',
      'Invertiría más, aprovechando que el valor cuota está bajo',
    ],
    'Por ejemplo, si invertiste S/ 10,000 y un mes después tu inversión vale S/ 9,000.',
  ),
  question('experience', '¿Qué experiencia tienes invirtiendo?', [
    'Nunca he invertido',
    'Solo he tenido cuentas de ahorro o depósitos a plazo',
    'He invertido en fondos mutuos de deuda',
    'He invertido en fondos mixtos o de acciones',
    'Invierto con frecuencia en acciones, bonos u otros instrumentos',
  ]),
  question(
    'savings',
    '¿Qué parte de tus ahorros piensas invertir?',
    [
      'Más del 75\u00a0%',
      'Entre 50\u00a0% y 75\u00a0%',
      'Entre 25\u00a0% y 50\u00a0%',
      'Entre 10\u00a0% y 25\u00a0%',
      'Menos del 10\u00a0%',
    ],
    'Cuenta todo lo que tienes ahorrado: cuentas, depósitos e inversiones.',
  ),
  question('income', '¿Qué tan estables son tus ingresos?', [
    'No tengo ingresos fijos',
    'Cambian mucho de un mes a otro',
    'Son algo variables',
    'Son estables',
    'Son muy estables y es probable que crezcan',
  ]),
  question('age', '¿Cuántos años tienes?', [
    '65 años o más',
    'De 55 a 64 años',
    'De 45 a 54 años',
    'De 35 a 44 años',
    'Menos de 35 años',
  ]),
  question(
    'liquidity',
    '¿Qué tan probable es que necesites este dinero antes de lo previsto?',
    [
      'Muy probable: podría necesitarlo en cualquier momento',
      'Probable: quizá en los próximos meses',
      'Poco probable',
      'Muy poco probable: tengo un fondo para emergencias',
      'No lo necesitaré: tengo otros ahorros disponibles',
    ],
    'Por ejemplo, para una emergencia, un viaje o la cuota inicial de una casa.',
  ),
];
