import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { useStages } from '../../../lib/floor';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StagesEditor } from '../components/stages-editor';

/** /admin/stages (admin): the workshop's stages, part of the workshop's settings. */
export default function StagesPage() {
  const { t } = useTranslation();
  const stages = useStages();
  useDocumentTitle(t('floor.stages.title'));
  return (
    <Page narrow>
      <h1 className="text-3xl font-bold">{t('floor.stages.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('floor.stages.intro')}</p>
      <Card>
        {stages.data ? (
          <StagesEditor stages={stages.data.stages} />
        ) : (
          <LoadingState label={t('floor.stages.loading')} />
        )}
      </Card>
    </Page>
  );
}
