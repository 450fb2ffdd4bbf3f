// The one HTML body every guide shares (about 3 KB, as in the template). Written by the body to its users,
// so it addresses the reader as usted, as the interface does.
export const GUIDE_CONTENT = `<h2>Antes de empezar</h2>
<p>Esta guía explica, paso a paso, cómo realizar la tarea desde la plataforma de supervisión de la
contratación pública. Necesita una cuenta activa y los permisos del módulo correspondiente; si no los
tiene, solicítelos a la persona responsable de su unidad.</p>
<p>Todas las acciones quedan registradas en el historial, de modo que siempre podrá consultar quién hizo
cada cambio y cuándo. Si se equivoca, la mayoría de las operaciones se pueden deshacer desde el propio
expediente.</p>
<h2>Paso 1: abra la sección adecuada</h2>
<p>Desde el menú lateral, despliegue el grupo que contiene la sección y pulse sobre ella. En pantallas
pequeñas el menú se oculta: use el botón con tres líneas de la barra superior para mostrarlo.</p>
<blockquote>
<p>Consejo: puede añadir la sección a sus atajos para llegar a ella con un solo clic desde cualquier
pantalla.</p>
</blockquote>
<h2>Paso 2: complete el formulario</h2>
<p>Rellene los campos obligatorios, marcados con un asterisco. Los campos de fecha aceptan el formato
día/mes/año y los importes se expresan en euros con dos decimales. Al salir de cada campo, la plataforma
comprueba el valor y le avisa si no es válido.</p>
<ul>
<li>El número de expediente debe coincidir con el publicado en la Plataforma de Contratación.</li>
<li>El código CPV se elige de la lista; escriba parte de la descripción para filtrarla.</li>
<li>Los documentos adjuntos no pueden superar los 20 MB cada uno.</li>
</ul>
<h2>Paso 3: revise y guarde</h2>
<p>Antes de guardar, revise el resumen que aparece en la parte inferior. Cuando pulse
<strong>Guardar</strong>, los datos se validan de nuevo y, si todo es correcto, verá un aviso de
confirmación en la esquina superior derecha.</p>
<pre><code>Expediente: 2025/CON/0142
Fase: adjudicación
Estado: pendiente de revisión</code></pre>
<h2>Preguntas frecuentes</h2>
<h3>¿Qué hago si no veo la sección?</h3>
<p>Probablemente su perfil no tiene el módulo asignado. Solicítelo desde <em>Su cuenta</em> &gt;
<em>Permisos</em> y espere la aprobación.</p>
<h3>¿Puedo trabajar con otra persona en el mismo expediente?</h3>
<p>Sí. Varias personas pueden editar a la vez; si dos cambios coinciden en el mismo campo, se conserva el
último y el historial guarda ambos.</p>
<h3>¿Se guardan los borradores?</h3>
<p>Los formularios guardan un borrador automático cada minuto mientras está conectado. El borrador se
descarta al guardar o al cancelar de forma expresa.</p>
<h2>Siguientes pasos</h2>
<p>Cuando termine, consulte las demás guías de esta categoría o vuelva al centro de ayuda para buscar
otra tarea. Si algo no funciona como se describe aquí, abra una incidencia desde la sección de soporte
indicando la pantalla y la hora aproximada del problema.</p>
`;
