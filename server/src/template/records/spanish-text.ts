// Spanish sample sentences for seeded contact notes: faker's `es` locale
// has names and addresses but no Spanish prose (its sentences are pseudo-Latin).
import type { Faker } from '@faker-js/faker';

const SENTENCES = [
  'Te escribo para confirmar los detalles de la reunión de la próxima semana.',
  'Adjunto la documentación revisada con los cambios que comentamos ayer.',
  'Quedo a la espera de tus comentarios antes del viernes.',
  'El expediente ya está completo y listo para su publicación en la plataforma.',
  'Hemos detectado una discrepancia en el importe de la última factura.',
  'Por favor, revisa el borrador del pliego y dime si falta algún apartado.',
  'La comisión de valoración se reunirá el martes a primera hora.',
  'Gracias por tu ayuda con la preparación del informe trimestral.',
  'Necesitamos actualizar los datos de contacto del proveedor antes del cierre.',
  'El plazo de presentación de ofertas termina el día 15 a las 14:00.',
  'Te recuerdo que la formación sobre contratación electrónica empieza mañana.',
  'He subido las actas firmadas a la carpeta compartida del proyecto.',
  'Conviene revisar los criterios de adjudicación antes de publicar el anuncio.',
  'Si tienes cualquier duda, puedes llamarme a la extensión habitual.',
  'La auditoría interna ha solicitado copia de los contratos menores del año.',
  'El pago se ha tramitado correctamente y aparecerá en la cuenta en dos días.',
  'Hemos recibido tres ofertas válidas; las analizaremos esta misma semana.',
  'Recuerda firmar la declaración de ausencia de conflicto de intereses.',
  'El sistema estará en mantenimiento el sábado entre las 8:00 y las 12:00.',
  'Me parece una propuesta muy interesante; la comentamos en la próxima reunión.',
];

/** `count` distinct sentences joined into one paragraph. */
export function spanishParagraph(faker: Faker, count: number): string {
  return faker.helpers.arrayElements(SENTENCES, count).join(' ');
}
