import { Alert, Anchor, Button, Stack, Textarea } from '@mantine/core';
import type { CampaignType } from '@portal/domain/content/content-status-api';
import { notifyError, notifySuccess } from '@portal/web-kit/ui/notify';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';
import { getTiktokCampaign } from '../api/get-tiktok-campaign';

/** Spec part 2 sections 4 and 8: the success notice after copying, verbatim. */
export const CAPTION_COPIED = 'Your caption has been copied to the clipboard';
/** Shown when the clipboard is unavailable (the spec's 'press the copy shortcut' prompt). */
export const COPY_SHORTCUT_PROMPT =
  'Press Ctrl+C (⌘+C on a Mac) to copy your caption, then post it.';
/** Logged when a TikTok campaign has no TikTok campaign record: the action is aborted. */
export const NO_TIKTOK_CAMPAIGN = 'No tiktok campaign found';

const POST_LINKS = {
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/upload',
};

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec part 2 section 4 'Copy-and-post': copies the caption, for TikTok fetches the TikTok
 * campaign (aborting when there is none; a 401 in its error sends the creator to log in again),
 * then marks the content creator_will_post.
 */
export function CopyAndPost({
  caption,
  campaignId,
  campaignType,
  saving,
  onWillPost,
}: {
  caption: string;
  campaignId: number;
  campaignType: CampaignType['campaign_type'];
  saving: boolean;
  onWillPost: () => Promise<unknown>;
}) {
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const platform = campaignType === 'tiktok' ? 'tiktok' : 'instagram';
  const [link, setLink] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      if (await copy(caption)) notifySuccess(CAPTION_COPIED);
      else setPrompt(true);
      let target = POST_LINKS[platform];
      if (platform === 'tiktok') {
        let tiktok: Awaited<ReturnType<typeof getTiktokCampaign>>;
        try {
          tiktok = await getTiktokCampaign(campaignId);
        } catch (error) {
          if (String((error as Error)?.message).includes('401')) {
            navigateTo(paths.app.login.getHref(window.location.pathname));
          } else notifyError(error);
          return;
        }
        if (!tiktok) {
          console.error(NO_TIKTOK_CAMPAIGN);
          return;
        }
        target = tiktok.inviteLink;
      }
      await onWillPost();
      setLink(target);
    } catch {
      // The update's failure is told by the screen.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" w="100%">
      <Button onClick={run} loading={busy || saving} disabled={busy || saving}>
        {platform === 'tiktok'
          ? 'COPY CAPTION & POST ON TIKTOK'
          : 'COPY CAPTION & POST ON INSTAGRAM'}
      </Button>
      {prompt && (
        <Alert color="blue" variant="light" title={COPY_SHORTCUT_PROMPT}>
          <Textarea
            aria-label="Your caption"
            value={caption}
            readOnly
            autosize
            onFocus={(e) => e.currentTarget.select()}
            autoFocus
          />
        </Alert>
      )}
      {link && (
        <Anchor href={link} target="_blank" rel="noreferrer">
          {platform === 'tiktok' ? 'Open TikTok' : 'Open Instagram'}
        </Anchor>
      )}
    </Stack>
  );
}
