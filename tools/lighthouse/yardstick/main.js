// The Lighthouse yardstick (tools/lighthouse/lighthouse.ts): the least page of the app's stack, React rendering a
// Mantine title and paragraph with the global styles and those two components' own. Its largest paint is the
// floor any screen of the app starts from on the same profile and machine. Plain JavaScript: no JSX step.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import { Container, MantineProvider, Text, Title } from '@mantine/core';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lacks the #root element');
createRoot(root).render(
  h(
    MantineProvider,
    null,
    h(
      Container,
      { component: 'main', py: 'xl' },
      h(Title, { order: 1 }, 'Espacio de capacitación'),
      h(
        Text,
        { size: 'lg' },
        'Cursos, jornadas y materiales sobre contratación pública para el personal de las entidades y para el público en general.',
      ),
    ),
  ),
);
