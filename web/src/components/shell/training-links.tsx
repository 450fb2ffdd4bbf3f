// The training navigation bar's three links: INICIO (parent body's site), CAPACITACIÓN and MI ESPACIO.
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/env';
import { mySpaceTarget } from './my-space-target';
import type { ShellUser } from './shell-data';
import classes from './training-links.module.css';

interface TrainingLinksProps {
  user: ShellUser | null;
  orientation: 'horizontal' | 'vertical';
  /** Called after a link is followed, e.g. to close the small-screen menu. */
  onNavigate?: () => void;
}

export function TrainingLinks({ user, orientation, onNavigate }: TrainingLinksProps) {
  const { t } = useTranslation('nav');
  const Layout = orientation === 'horizontal' ? Group : Stack;
  const justify = orientation === 'horizontal' ? 'center' : 'flex-start';

  return (
    <Layout component="nav" aria-label={t('training.label')} gap="xs">
      <Button
        variant="subtle"
        justify={justify}
        className={classes.link}
        renderRoot={(props) => (
          <Anchor href={config.parentSiteUrl} target="_blank" rel="noopener noreferrer" {...props} />
        )}
      >
        {t('training.home')}
      </Button>
      <Button
        variant="subtle"
        justify={justify}
        className={classes.link}
        renderRoot={(props) => <Link to="/espacio/capacitacion" onClick={onNavigate} {...props} />}
      >
        {t('training.training')}
      </Button>
      <Button
        variant="subtle"
        justify={justify}
        className={classes.link}
        renderRoot={(props) => <Link to={mySpaceTarget(user)} onClick={onNavigate} {...props} />}
      >
        {t('training.mySpace')}
      </Button>
    </Layout>
  );
}
