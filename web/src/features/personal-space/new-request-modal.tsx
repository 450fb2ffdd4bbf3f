// The "new request" dialog: the procedures a web user may start, filed and then opened.
import type { Workflow } from '@api/model';
import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskBeforeClosing } from '../../components/leave-guard/use-ask-before-closing';
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

  const changes = useRef(() => false);
  const asking = useAskBeforeClosing(() => changes.current(), onClose);

  const file = (values: NewRequestFormValues) => {
    const definition = definitions.data?.items.find((item) => item._id === values.definitionId);
    if (!definition) return Promise.reject(new Error(`No procedure ${values.definitionId}`));
    const detail = { detail: values.detail, detailLabel: t('procedures.new.detail'), personId: user?.personId ?? null };
    return fileRequest.file({ definition, values: detail }).catch((error: unknown) => {
      notifications.show({ color: 'red', message: t('procedures.new.failed') });
      throw error;
    });
  };
  const open = (created: Workflow) => {
    notifications.show({ color: 'teal', message: t('procedures.new.filed', { code: created.code }) });
    onClose();
    void navigate({ to: '/workflow/web/mistramites/$workflowId', params: { workflowId: created._id } });
  };

  return (
    <Modal
      opened={isOpen}
      onClose={asking.close}
      title={
        <Text component="span" fw={700}>
          {t('procedures.new.title')}
        </Text>
      }
      size="lg"
      centered
    >
      {asking.question}
      <NewRequestForm
        definitions={definitions.data?.items ?? []}
        isSubmitting={fileRequest.isPending}
        onFile={file}
        onFiled={open}
        onCancel={asking.close}
        changes={changes}
      />
    </Modal>
  );
}
