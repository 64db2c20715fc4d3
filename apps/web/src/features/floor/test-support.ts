import type { BoardAnswer, BoardItem, Job, Stage } from '@karigar/domain/workshop-floor';

const names: [string, string][] = [
  ['Vehicle received', 'वाहन दाखल झाले'],
  ['Primer', 'प्रायमर'],
  ['Paint', 'रंगकाम'],
  ['Ready for pickup', 'घेऊन जाण्यासाठी तयार'],
  ['Delivered', 'सुपूर्द केले'],
];

/** Five stages, with Ready and Delivered marked, ids `stage-0` … `stage-4`. */
export const someStages: Stage[] = names.map(([nameEn, nameMr], index) => ({
  id: `stage-${index}`,
  nameEn,
  nameMr,
  milestone: nameEn === 'Delivered' ? 'delivered' : nameEn === 'Ready for pickup' ? 'ready' : null,
}));

export function aBoardItem(overrides: Partial<BoardItem> = {}): BoardItem {
  return {
    _id: '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    orderNumber: '3F2A9B1C',
    status: 'In Progress',
    customerName: 'Asha Patil',
    serviceName: 'Bonnet repaint',
    serviceNameMr: 'बोनेट रंगकाम',
    stageId: 'stage-1',
    technician: { _id: 'tech-1', name: 'Ravi Shinde' },
    promisedDate: '2026-11-30',
    vehicleLabel: null,
    photoCount: 0,
    demo: false,
    ...overrides,
  };
}

export function aBoard(overrides: Partial<BoardAnswer> = {}): BoardAnswer {
  return {
    stages: someStages,
    items: [aBoardItem()],
    technicians: [
      { _id: 'tech-1', name: 'Ravi Shinde' },
      { _id: 'tech-2', name: 'Meena Kale' },
    ],
    today: '2026-11-28',
    demoAllowed: false,
    ...overrides,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  const item = aBoardItem();
  return {
    ...item,
    stage: someStages[1] ?? null,
    details: 'Scratch on the bonnet',
    notes: [],
    history: [],
    createdAt: '2026-11-20T05:00:00.000Z',
    ...overrides,
  };
}
