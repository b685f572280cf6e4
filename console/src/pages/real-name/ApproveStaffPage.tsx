import { TEMPORARY_RESOURCE } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import { usePermission } from '../../resource/permissions';
import { type ListHandle, ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { ApproveDialog, type Decision } from './ApproveDialog';

/** Visitors waiting for a review first; the status filter shows the decided ones and their trail too. */
const PENDING = { approveStatus: 0 };

/**
 * approve-staff (seed 000 §2): visitors are approved or refused (an opinion is required to refuse);
 * each row's history is its approval trail.
 */
export default function ApproveStaffPage() {
  const { t } = useTranslation();
  const canReview = usePermission(TEMPORARY_RESOURCE.permission.update);
  const [review, setReview] = useState<{ visitor: Row; decision: Decision; list: ListHandle }>();

  const reviewButton = (visitor: Row, list: ListHandle, decision: Decision) => (
    <RowButton
      danger={decision === 2}
      onClick={() => setReview({ visitor, decision, list })}
      data-testid={`${decision === 1 ? 'approve' : 'refuse'}-${String(visitor.temporaryId)}`}
    >
      {t(decision === 1 ? 'realName.approve' : 'realName.refuse')}
    </RowButton>
  );

  return (
    <>
      <ResourcePage
        resource={TEMPORARY_RESOURCE}
        initialSearch={PENDING}
        without={['add', 'update', 'remove', 'import']}
        rowActions={(visitor, list) =>
          canReview &&
          visitor.approveStatus === 0 && (
            <>
              {reviewButton(visitor, list, 1)}
              {reviewButton(visitor, list, 2)}
            </>
          )
        }
      />
      {review && (
        <ApproveDialog
          projectId={review.list.projectId}
          visitor={review.visitor}
          decision={review.decision}
          onClose={() => setReview(undefined)}
          onDone={() => {
            setReview(undefined);
            void review.list.reload();
          }}
        />
      )}
    </>
  );
}
