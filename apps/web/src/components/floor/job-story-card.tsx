import { useTranslation } from 'react-i18next';
import { useJobStory } from '../../lib/job-story';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { LoadingState } from '../ui/spinner';
import { JobStoryView } from './job-story';
import { ShareLinkControl } from './share-link-control';

/** The order page's job story, with the tracking link under it (the customer's and the admin's). */
export function JobStoryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const story = useJobStory(orderId);
  let body;
  if (story.data) body = <JobStoryView story={story.data} />;
  else if (story.isError) body = <Alert tone="error">{t('story.loadFailed')}</Alert>;
  else body = <LoadingState label={t('story.loading')} />;
  return (
    <Card id="story" className="scroll-mt-24 space-y-6">
      <h2 className="text-xl font-semibold">{t('story.title')}</h2>
      {body}
      <ShareLinkControl orderId={orderId} />
    </Card>
  );
}
