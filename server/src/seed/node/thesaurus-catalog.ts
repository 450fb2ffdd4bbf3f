// The thesauri of the seed and their terms: [term, definition, broader term (none for a top term)].
export interface TesauroSeed {
  code: string;
  name: string;
  description: string;
  terms: readonly (readonly [term: string, definition: string, broader?: string])[];
  /** Pairs of related terms. */
  related: readonly (readonly [string, string])[];
}

export const TESAUROS: readonly TesauroSeed[] = [
  {
    code: 'TES-CONTRATACION',
    name: 'Tesauro de contratación pública',
    description: 'Conceptos de la contratación del sector público según la Ley 9/2017.',
    terms: [
      ['Contrato público', 'Contrato oneroso celebrado por escrito por una entidad del sector público.'],
      ['Contrato de obras', 'Contrato cuyo objeto es la ejecución de una obra.', 'Contrato público'],
      [
        'Contrato de servicios',
        'Contrato cuyo objeto son prestaciones de hacer consistentes en una actividad.',
        'Contrato público',
      ],
      [
        'Contrato de suministro',
        'Contrato cuyo objeto es la adquisición o arrendamiento de productos o bienes muebles.',
        'Contrato público',
      ],
      [
        'Concesión de servicios',
        'Contrato en el que el concesionario asume el riesgo operacional de la explotación del servicio.',
        'Contrato público',
      ],
      ['Procedimiento de adjudicación', 'Cauce formal por el que se selecciona al contratista.'],
      [
        'Procedimiento abierto',
        'Procedimiento en el que todo empresario interesado puede presentar una proposición.',
        'Procedimiento de adjudicación',
      ],
      [
        'Procedimiento abierto simplificado',
        'Variante del procedimiento abierto con plazos y trámites abreviados para contratos de menor cuantía.',
        'Procedimiento abierto',
      ],
      [
        'Procedimiento restringido',
        'Solo pueden presentar proposiciones los empresarios seleccionados por el órgano de contratación.',
        'Procedimiento de adjudicación',
      ],
      [
        'Procedimiento negociado sin publicidad',
        'Procedimiento excepcional en el que se negocian las condiciones con uno o varios candidatos.',
        'Procedimiento de adjudicación',
      ],
      [
        'Diálogo competitivo',
        'Procedimiento para contratos complejos en el que se dialoga con los candidatos para definir la solución.',
        'Procedimiento de adjudicación',
      ],
      [
        'Contrato menor',
        'Contrato de importe reducido que puede adjudicarse directamente a un empresario con capacidad de obrar.',
        'Procedimiento de adjudicación',
      ],
      ['Órgano de contratación', 'Órgano que ostenta la competencia para celebrar contratos en nombre de la entidad.'],
      [
        'Mesa de contratación',
        'Órgano de asistencia técnica que califica la documentación y valora las ofertas.',
        'Órgano de contratación',
      ],
      [
        'Perfil de contratante',
        'Sitio web en el que el órgano de contratación publica la información de sus contratos.',
      ],
      [
        'Valor estimado del contrato',
        'Importe total pagadero según las estimaciones del órgano de contratación, sin IVA.',
      ],
      [
        'Presupuesto base de licitación',
        'Límite máximo de gasto que puede comprometer el órgano de contratación, IVA incluido.',
      ],
      ['Criterios de adjudicación', 'Criterios vinculados al objeto del contrato que sirven para evaluar las ofertas.'],
      [
        'Oferta anormalmente baja',
        'Oferta cuyo precio hace presumir que no puede cumplirse, salvo justificación.',
        'Criterios de adjudicación',
      ],
      ['Solvencia económica y financiera', 'Capacidad económica del empresario para ejecutar el contrato.'],
      ['Solvencia técnica o profesional', 'Experiencia y medios del empresario para ejecutar el contrato.'],
      ['Garantía definitiva', 'Garantía que constituye el adjudicatario para responder de la correcta ejecución.'],
      [
        'Modificación del contrato',
        'Alteración de las condiciones del contrato durante su vigencia en los casos previstos por la ley.',
      ],
      [
        'Recurso especial en materia de contratación',
        'Recurso potestativo ante el tribunal administrativo de contratación contra determinados actos.',
      ],
    ],
    related: [
      ['Contrato menor', 'Procedimiento abierto simplificado'],
      ['Valor estimado del contrato', 'Presupuesto base de licitación'],
      ['Mesa de contratación', 'Criterios de adjudicación'],
    ],
  },
  {
    code: 'TES-RIESGOS',
    name: 'Tesauro de riesgos e irregularidades',
    description: 'Irregularidades y banderas rojas de la contratación pública.',
    terms: [
      [
        'Irregularidad',
        'Infracción de una norma derivada de una acción u omisión que causa o puede causar un perjuicio.',
      ],
      ['Fraude', 'Irregularidad cometida de forma intencionada.', 'Irregularidad'],
      ['Corrupción', 'Abuso de una posición pública para obtener un beneficio privado.', 'Irregularidad'],
      [
        'Fraccionamiento del contrato',
        'División del objeto del contrato para eludir los requisitos de publicidad o procedimiento.',
        'Irregularidad',
      ],
      [
        'Conflicto de intereses',
        'Situación en la que un interés personal puede comprometer la imparcialidad de quien interviene.',
        'Irregularidad',
      ],
      ['Colusión entre licitadores', 'Acuerdo entre empresas para falsear la competencia en una licitación.', 'Fraude'],
      [
        'Ofertas de cobertura',
        'Ofertas presentadas sin intención de ganar para simular competencia.',
        'Colusión entre licitadores',
      ],
      [
        'Rotación de adjudicatarios',
        'Reparto pactado de contratos sucesivos entre las mismas empresas.',
        'Colusión entre licitadores',
      ],
      ['Pliegos a medida', 'Pliegos redactados para favorecer a un licitador concreto.', 'Fraude'],
      ['Doble financiación', 'Financiación de un mismo gasto con cargo a varias fuentes.', 'Irregularidad'],
      ['Indicador de riesgo', 'Señal que advierte de una posible irregularidad y justifica una revisión.'],
      [
        'Bandera roja',
        'Indicador de riesgo de fraude que debe analizarse antes de continuar el procedimiento.',
        'Indicador de riesgo',
      ],
    ],
    related: [
      ['Conflicto de intereses', 'Pliegos a medida'],
      ['Bandera roja', 'Fraude'],
    ],
  },
  {
    code: 'TES-DOCUMENTAL',
    name: 'Vocabulario de tipos documentales',
    description: 'Tipos de documento de los expedientes de contratación y del tablero de gestión.',
    terms: [
      ['Documento del expediente', 'Documento que forma parte de un expediente de contratación.'],
      [
        'Pliego',
        'Documento que fija las condiciones administrativas o técnicas del contrato.',
        'Documento del expediente',
      ],
      ['Contrato formalizado', 'Documento en el que se formaliza el contrato adjudicado.', 'Documento del expediente'],
      ['Acta', 'Documento que recoge lo tratado y acordado en una sesión.', 'Documento del expediente'],
      ['Informe', 'Documento técnico o jurídico que analiza una cuestión del expediente.', 'Documento del expediente'],
      [
        'Resolución',
        'Acto administrativo que decide sobre una cuestión del procedimiento.',
        'Documento del expediente',
      ],
      ['Anuncio', 'Documento que da publicidad a una actuación del procedimiento.', 'Documento del expediente'],
    ],
    related: [['Acta', 'Informe']],
  },
  {
    code: 'TES-FORMACION',
    name: 'Tesauro de formación',
    description: 'Conceptos del espacio de capacitación.',
    terms: [
      ['Capacitación', 'Conjunto de acciones formativas dirigidas al personal de contratación.'],
      ['Curso en línea', 'Acción formativa impartida a través de la plataforma de capacitación.', 'Capacitación'],
      ['Seminario', 'Sesión formativa breve sobre un tema monográfico.', 'Capacitación'],
      ['Itinerario formativo', 'Secuencia ordenada de cursos para alcanzar una competencia.', 'Capacitación'],
      ['Certificado de aprovechamiento', 'Documento que acredita la superación de una acción formativa.'],
    ],
    related: [['Curso en línea', 'Certificado de aprovechamiento']],
  },
  {
    code: 'TES-CONTROL',
    name: 'Glosario de control interno',
    description: 'Términos del control interno de la gestión económico-financiera.',
    terms: [
      ['Control interno', 'Control que ejerce la propia Administración sobre su actividad económico-financiera.'],
      [
        'Función interventora',
        'Control previo de los actos que reconocen derechos u obligaciones de contenido económico.',
        'Control interno',
      ],
      [
        'Control financiero permanente',
        'Verificación continuada de la situación y el funcionamiento de la gestión económico-financiera.',
        'Control interno',
      ],
      [
        'Auditoría pública',
        'Verificación a posteriori de la actividad económico-financiera mediante técnicas de auditoría.',
        'Control interno',
      ],
      [
        'Reparo',
        'Disconformidad formulada por la intervención con el acto o expediente examinado.',
        'Función interventora',
      ],
    ],
    related: [['Reparo', 'Auditoría pública']],
  },
];
