import type { ServiceUnit } from '@karigar/domain/service';
import { bathtubArt } from './art/bathtub';
import { carDentingPaintingArt } from './art/car-denting-painting';
import { carPolishingArt } from './art/car-polishing';
import { carSeatArt } from './art/car-seat';
import { fiberglassRoofingArt } from './art/fiberglass-roofing';
import { planterPotArt } from './art/planter-pot';
import { plywoodDoorArt } from './art/plywood-door';

export interface CatalogueEntry {
  name: string;
  nameMr: string;
  description: string;
  descriptionMr: string;
  /** List price in rupees. */
  price: number;
  /** The service's SAC code (see `sac` below). */
  sacCode: string;
  /** What the price is counted in. */
  unit: ServiceUnit;
  /** Draws the service's picture as an SVG document. */
  art: () => string;
}

/**
 * SAC codes (GST Scheme of Classification of Services) of the seeded services:
 * - vehicle work (denting and painting, polishing, interior detailing) is 998714, maintenance and
 *   repair services of motor vehicles;
 * - roofing sheets laid on a shed or terrace are 995453, roofing and waterproofing services
 *   (installing any kind of roof covering);
 * - doors made to the customer's frame are plywood worked into a product: 998831, wood and wood
 *   products manufacturing services;
 * - bathtubs and planters moulded from fibreglass (glass-fibre reinforced plastic) are 998852,
 *   plastic product manufacturing services.
 */
const sac = {
  vehicleRepair: '998714',
  roofing: '995453',
  woodProducts: '998831',
  plasticProducts: '998852',
} as const;

/** The workshop's services a fresh install starts with, in the order the catalogue shows them. */
export const catalogue: readonly CatalogueEntry[] = [
  {
    name: 'Car Denting and Painting',
    nameMr: 'कार डेंटिंग आणि पेंटिंग',
    description:
      'Dents pulled, panels repaired and repainted to match the original colour, finished with a protective clear coat.',
    descriptionMr: 'डेंट काढून, पॅनल दुरुस्त करून मूळ रंगाशी जुळणाऱ्या रंगात पुन्हा रंगवले जातात, वर संरक्षक क्लिअर कोट.',
    price: 12000,
    sacCode: sac.vehicleRepair,
    unit: 'panel',
    art: carDentingPaintingArt,
  },
  {
    name: 'Fiberglass-Coated Plywood Doors',
    nameMr: 'फायबरग्लास-कोटेड प्लायवूड दरवाजे',
    description:
      'Water-proof plywood doors with a tough fiberglass coat, made to your frame for bathrooms, kitchens and outdoors.',
    descriptionMr:
      'बाथरूम, स्वयंपाकघर आणि बाहेरील वापरासाठी तुमच्या चौकटीच्या मापाचे, मजबूत फायबरग्लास थर असलेले जलरोधक प्लायवूड दरवाजे.',
    price: 8500,
    sacCode: sac.woodProducts,
    unit: 'piece',
    art: plywoodDoorArt,
  },
  {
    name: 'Fiberglass Roofing',
    nameMr: 'फायबरग्लास छप्पर',
    description: 'Light, leak-proof fiberglass roofing sheets for sheds, terraces and parking. Priced per square foot.',
    descriptionMr: 'शेड, गच्ची आणि पार्किंगसाठी हलके, गळती न होणारे फायबरग्लास छपराचे पत्रे. किंमत प्रति चौरस फूट.',
    price: 450,
    sacCode: sac.roofing,
    unit: 'sqft',
    art: fiberglassRoofingArt,
  },
  {
    name: 'Premium Car Polishing',
    nameMr: 'प्रीमियम कार पॉलिशिंग',
    description: 'Machine polishing and waxing that removes swirl marks and brings back a deep, even shine.',
    descriptionMr: 'स्वर्ल मार्क्स काढून गाडीला पुन्हा खोल, एकसारखी चमक देणारे मशीन पॉलिशिंग आणि वॅक्सिंग.',
    price: 3500,
    sacCode: sac.vehicleRepair,
    unit: 'job',
    art: carPolishingArt,
  },
  {
    name: 'Fiberglass Bathtub',
    nameMr: 'फायबरग्लास बाथटब',
    description: 'Bathtubs moulded to your size, finished smooth and glossy, easy to clean and long-lasting.',
    descriptionMr: 'तुमच्या मापाचे, गुळगुळीत आणि चकचकीत बाथटब — स्वच्छ करायला सोपे आणि टिकाऊ.',
    price: 18000,
    sacCode: sac.plasticProducts,
    unit: 'piece',
    art: bathtubArt,
  },
  {
    name: 'Luxury Car Interior Detailing',
    nameMr: 'लक्झरी कार इंटिरियर डिटेलिंग',
    description: 'Deep cleaning of seats, carpets and dashboards, with leather care and odour removal.',
    descriptionMr: 'सीट, कार्पेट आणि डॅशबोर्डची सखोल स्वच्छता, लेदरची निगा आणि दुर्गंधी निवारण.',
    price: 6000,
    sacCode: sac.vehicleRepair,
    unit: 'job',
    art: carSeatArt,
  },
  {
    name: 'Fiberglass Planter Pots',
    nameMr: 'फायबरग्लास प्लांटर कुंड्या',
    description: 'Strong, weather-proof planters in many shapes, sizes and colours for homes, offices and gardens.',
    descriptionMr: 'घर, ऑफिस आणि बागेसाठी अनेक आकार, मापे आणि रंगांत मजबूत, हवामानरोधक कुंड्या.',
    price: 1200,
    sacCode: sac.plasticProducts,
    unit: 'piece',
    art: planterPotArt,
  },
];
