import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { JobStoryView } from '../../../components/floor/job-story';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { useTrackedStory } from '../../../lib/job-story';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /track/:token, for people who do not sign in: the job's story without prices or contact
 * details, in the reader's language, rendered on the server with its answer (decision 047).
 */
export default function TrackPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const story = useTrackedStory(token);
  useDocumentTitle(story.data ? t('track.title', { ref: story.data.orderNumber }) : t('story.title'));

  let body;
  if (story.data)
    body = (
      <>
        <h1 className="text-3xl font-bold">{t('track.title', { ref: story.data.orderNumber })}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('track.intro')}</p>
        <Card>
          <JobStoryView story={story.data} />
        </Card>
      </>
    );
  else if (story.isError) body = <Alert tone="error">{t('track.invalid')}</Alert>;
  else body = <LoadingState label={t('track.loading')} />;
  return <Page narrow>{body}</Page>;
}
