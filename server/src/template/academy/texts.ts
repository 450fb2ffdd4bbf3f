// Spanish sample texts of the academy seed: 4 categories, 18 courses, 11 steps.
export const CATEGORIES = [
  { slug: 'contratacion', title: 'Contratación pública' },
  { slug: 'fiscalizacion', title: 'Fiscalización' },
  { slug: 'herramientas', title: 'Herramientas' },
  { slug: 'integridad', title: 'Integridad' },
] as const;

export const COURSES = [
  { category: 'contratacion', title: 'Fundamentos de la Ley de Contratos del Sector Público' },
  { category: 'contratacion', title: 'Procedimientos de adjudicación' },
  { category: 'contratacion', title: 'Redacción de pliegos' },
  { category: 'contratacion', title: 'Criterios de adjudicación y su valoración' },
  { category: 'contratacion', title: 'Contratos menores' },
  { category: 'fiscalizacion', title: 'Introducción a la auditoría pública' },
  { category: 'fiscalizacion', title: 'Indicadores de riesgo en la contratación' },
  { category: 'fiscalizacion', title: 'Revisión de expedientes de obras' },
  { category: 'fiscalizacion', title: 'Muestreo estadístico para auditores' },
  { category: 'fiscalizacion', title: 'Informes de fiscalización eficaces' },
  { category: 'herramientas', title: 'Primeros pasos en la plataforma' },
  { category: 'herramientas', title: 'Búsquedas avanzadas de licitaciones' },
  { category: 'herramientas', title: 'Análisis de datos con hojas de cálculo' },
  { category: 'herramientas', title: 'Visualización de datos abiertos' },
  { category: 'integridad', title: 'Conflictos de intereses' },
  { category: 'integridad', title: 'Prevención del fraude y la corrupción' },
  { category: 'integridad', title: 'Canal de denuncias y protección del informante' },
  { category: 'integridad', title: 'Ética en la gestión pública' },
] as const;

export const STEP_TITLES = [
  ['Introducción', 'Qué aprenderás en este curso'],
  ['Conceptos básicos', 'El vocabulario que usaremos'],
  ['Marco normativo', 'Las normas que debes conocer'],
  ['Actores del proceso', 'Quién interviene y con qué papel'],
  ['Primer caso práctico', 'Un expediente sencillo paso a paso'],
  ['Errores frecuentes', 'Lo que más se repite en los informes'],
  ['Segundo caso práctico', 'Un expediente con incidencias'],
  ['Documentación', 'Qué debe constar en el expediente'],
  ['Buenas prácticas', 'Recomendaciones de la oficina'],
  ['Evaluación', 'Comprueba lo que has aprendido'],
  ['Conclusiones', 'Resumen y próximos pasos'],
] as const;
