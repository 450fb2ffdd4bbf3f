// The "new request" dialog: the procedures a web user may start, filed and then opened.
import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { procedureDefinitionsQueryOptions } from '../../lib/workflows/workflow-queries';
import { NewRequestForm, type NewRequestFormValues } from './new-request-form';
import { useFileRequest } from './use-file-request';

interface NewRequestModalProps {
  isOpen: boolean;
  onClose: () => void;
}

export function NewRequestModal({ isOpen, onClose }: NewRequestModalProps) {
  const { t } = useTranslation('space');
  const navigate = useNavigate();
  const user = useSessionUser('web');
  const definitions = useQuery({ ...procedureDefinitionsQueryOptions(), enabled: isOpen });
  const fileRequest = useFileRequest();

  const submit = (values: NewRequestFormValues) => {
    const definition = definitions.data?.items.find((item) => item._id === values.definitionId);
    if (!definition) return;
    fileRequest.mutate(
      {
        definition,
        values: { detail: values.detail, detailLabel: t('procedures.new.detail'), personId: user?.personId ?? null },
      },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'teal', message: t('procedures.new.filed', { code: created.code }) });
          onClose();
          void navigate({ to: '/workflow/web/mistramites/$workflowId', params: { workflowId: created._id } });
        },
        onError: () => notifications.show({ color: 'red', message: t('procedures.new.failed') }),
      },
    );
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={
        <Text component="span" fw={700}>
          {t('procedures.new.title')}
        </Text>
      }
      size="lg"
      centered
    >
      <NewRequestForm
        definitions={definitions.data?.items ?? []}
        isSubmitting={fileRequest.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
