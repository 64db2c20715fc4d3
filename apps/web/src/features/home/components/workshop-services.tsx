import { Armchair, Bath, Car, DoorClosed, Flower2, House, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The seven services of the workshop, named (with a line each) in the translation bundles: shown when the catalogue cannot be loaded. */
const services = [
  { key: 'carDentingPainting', icon: Car },
  { key: 'fiberglassPlywoodDoors', icon: DoorClosed },
  { key: 'fiberglassRoofing', icon: House },
  { key: 'premiumCarPolishing', icon: Sparkles },
  { key: 'fiberglassBathtub', icon: Bath },
  { key: 'luxuryCarInteriorDetailing', icon: Armchair },
  { key: 'fiberglassPlanterPots', icon: Flower2 },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export function WorkshopServices() {
  const { t } = useTranslation();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {services.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <Icon aria-hidden="true" className="size-8 text-blue-700 dark:text-blue-300" />
          <h3 className="mt-3 font-semibold">{t(`services.${key}`)}</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`services.${key}Text`)}</p>
        </li>
      ))}
    </ul>
  );
}
