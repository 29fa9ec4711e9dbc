import type { FieldErrors } from '@portal/domain/errors/app-error';
import { lifecycleOfStatus } from '@portal/domain/studio/lifecycle';
import type { NoticeKind } from '@portal/domain/studio/published-edits';
import type { StudioCampaign, StudioImage } from '@portal/domain/studio/studio-api';
import type { StudioHead } from './studio.repository';

/** Where creators read a version of a campaign's custom terms (the spec's s3_key link). */
export const TERMS_PATH = '/campaign-terms';
export const termsLink = (termsId: number, version: number) =>
  `${TERMS_PATH}/${termsId}/v${version}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A studio campaign as the console reads it. */
export function presentStudioCampaign(
  head: StudioHead,
  extras: { problems: FieldErrors; notices: NoticeKind[]; images: StudioImage[]; canEdit: boolean },
): StudioCampaign {
  const { campaign, draft, brand } = head;
  return {
    id: campaign.id,
    brand: { id: brand.id, name: brand.name },
    lifecycle: lifecycleOfStatus(campaign.status),
    status: campaign.status,
    revision: draft.revision,
    document: draft.document,
    published: draft.published_document,
    has_unpublished_changes: !same(draft.document, draft.published_document),
    problems: extras.problems,
    notices: extras.notices,
    terms_version: head.terms_version ?? null,
    images: extras.images,
    published_at: campaign.published_at?.toISOString() ?? null,
    closed_at: campaign.closed_at?.toISOString() ?? null,
    updated_at: draft.updated_at.toISOString(),
    can_edit: extras.canEdit,
  };
}
