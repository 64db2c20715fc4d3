import { pageColumn } from '../../../components/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HowItWorks } from '../components/how-it-works';
import { RecentWork } from '../components/recent-work';
import { ServiceGrid } from '../components/service-grid';
import { VisitWorkshop } from '../components/visit-workshop';

/** The landing page: what the workshop does, how ordering works, and where to start. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.home'));
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-slate-50 dark:from-slate-900 dark:to-slate-950">
        <div className={`${pageColumn} py-16 md:py-24`}>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services" className={buttonClasses('primary')}>
              {t('home.browseServices')}
            </Link>
            <Link to="/register" className={buttonClasses('secondary')}>
              {t('home.createAccount')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-heading" className={`${pageColumn} py-16`}>
        <h2 id="services-heading" className="text-3xl font-bold">
          {t('home.servicesTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t('home.servicesIntro')}</p>
        <ServiceGrid />
      </section>

      <RecentWork />

      <section aria-labelledby="how-heading" className="bg-slate-100 dark:bg-slate-900/50">
        <div className={`${pageColumn} py-16`}>
          <h2 id="how-heading" className="text-3xl font-bold">
            {t('home.howTitle')}
          </h2>
          <HowItWorks />
        </div>
      </section>

      <VisitWorkshop />

      <section
        aria-labelledby="cta-heading"
        className={`${pageColumn} border-t border-slate-200 py-16 text-center dark:border-slate-800`}
      >
        <h2 id="cta-heading" className="text-3xl font-bold">
          {t('home.ctaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700 dark:text-slate-300">{t('home.ctaText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/services" className={buttonClasses('primary')}>
            {t('home.ctaButton')}
          </Link>
          <Link to="/register" className={buttonClasses('secondary')}>
            {t('home.createAccount')}
          </Link>
        </div>
      </section>
    </>
  );
}
