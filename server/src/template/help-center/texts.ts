// Spanish sample texts of the help centre: category titles under the template's slugs,
// questions and guide titles (counts per category as in the template: FAQs 5/6/5/6/7, guides 4/8/5/4/6).
import type { HelpFaqCategory } from './types.ts';

export const FAQ_CATEGORIES: readonly { slug: HelpFaqCategory['slug']; title: string; questions: string[] }[] = [
  {
    slug: 'most-asked',
    title: 'Las más consultadas',
    questions: [
      '¿Cómo presento una consulta sobre un expediente?',
      '¿Dónde consulto el estado de una licitación?',
      '¿Cómo recupero mi contraseña?',
      '¿Puedo descargar los pliegos en formato PDF?',
      '¿Quién puede acceder a los informes de fiscalización?',
    ],
  },
  {
    slug: 'general-inquiries',
    title: 'Consultas generales',
    questions: [
      '¿Qué funciones tiene la oficina de supervisión?',
      '¿Con qué frecuencia se actualizan los datos?',
      '¿Cómo se calcula el nivel de riesgo de un contrato?',
      '¿Puedo suscribirme a avisos de nuevas licitaciones?',
      '¿En qué idiomas está disponible la plataforma?',
      '¿Cómo envío una sugerencia de mejora?',
    ],
  },
  {
    slug: 'licenses',
    title: 'Licencias',
    questions: [
      '¿Con qué licencia se publican los datos abiertos?',
      '¿Puedo reutilizar los informes en una publicación?',
      '¿Necesito una licencia para usar la API?',
      '¿Qué ocurre si cito un informe sin indicar la fuente?',
      '¿Las imágenes de la plataforma tienen derechos reservados?',
    ],
  },
  {
    slug: 'payments',
    title: 'Pagos',
    questions: [
      '¿La consulta de expedientes tiene algún coste?',
      '¿Cómo solicito una certificación con tasa?',
      '¿Qué medios de pago se aceptan?',
      '¿Cómo obtengo el justificante de pago?',
      '¿Puedo pedir la devolución de una tasa?',
      '¿Cuánto tarda en confirmarse un pago?',
    ],
  },
  {
    slug: 'support',
    title: 'Soporte',
    questions: [
      '¿Cuál es el horario del servicio de soporte?',
      '¿Cómo abro una incidencia técnica?',
      '¿Qué navegadores son compatibles?',
      '¿Cómo informo de un error en los datos publicados?',
      '¿Dónde encuentro los manuales de usuario?',
      '¿Puedo solicitar formación para mi unidad?',
      '¿Cómo contacto con la persona responsable de mi expediente?',
    ],
  },
] as const;

export const FAQ_ANSWER_SENTENCES = [
  'Acceda con su usuario y abra la sección correspondiente del menú principal.',
  'Los cambios quedan registrados en el historial del expediente.',
  'Si el problema persiste, escriba al servicio de soporte indicando el número de expediente.',
  'La información se actualiza cada noche a partir de la Plataforma de Contratación del Sector Público.',
  'Encontrará el detalle en la guía correspondiente del centro de ayuda.',
  'Solo el personal autorizado de la oficina puede modificar estos datos.',
  'Recibirá un aviso por correo electrónico cuando la solicitud se haya tramitado.',
  'El plazo habitual de respuesta es de dos días hábiles.',
] as const;

export const GUIDE_CATEGORIES = [
  {
    slug: 'getting-started',
    title: 'Primeros pasos',
    guides: [
      'Qué es la plataforma',
      'Crear su cuenta',
      'Iniciar sesión por primera vez',
      'Recorrido por el panel principal',
    ],
  },
  {
    slug: 'projects',
    title: 'Proyectos',
    guides: [
      'Crear un expediente de supervisión',
      'Asignar responsables a un expediente',
      'Adjuntar documentos al expediente',
      'Registrar una fase de la licitación',
      'Evaluar el riesgo de un contrato',
      'Cerrar un expediente',
      'Exportar el expediente completo',
      'Archivar expedientes antiguos',
    ],
  },
  {
    slug: 'settings',
    title: 'Configuración',
    guides: [
      'Cambiar el idioma de la interfaz',
      'Configurar las notificaciones',
      'Elegir el tema claro u oscuro',
      'Gestionar los atajos',
      'Personalizar el panel de inicio',
    ],
  },
  {
    slug: 'payments',
    title: 'Pagos',
    guides: [
      'Pagar una tasa en línea',
      'Descargar justificantes de pago',
      'Solicitar una devolución',
      'Consultar el historial de pagos',
    ],
  },
  {
    slug: 'your-account',
    title: 'Su cuenta',
    guides: [
      'Cambiar la contraseña',
      'Actualizar los datos de contacto',
      'Activar la verificación en dos pasos',
      'Revisar los accesos recientes',
      'Solicitar permisos adicionales',
      'Dar de baja su cuenta',
    ],
  },
] as const;

export const GUIDE_SUBTITLES = [
  'Todo lo que necesita saber en cinco minutos',
  'Paso a paso, con capturas de pantalla',
  'Una guía rápida para el día a día',
  'Buenas prácticas recomendadas por la oficina',
  'Resolución de las dudas más habituales',
] as const;
