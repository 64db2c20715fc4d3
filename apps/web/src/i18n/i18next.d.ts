import 'i18next';
import type app from './en/app.json';
import type publicTexts from './en/public.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'public';
    fallbackNS: 'app';
    resources: { public: typeof publicTexts; app: typeof app };
  }
}
