// Every data type's import target and export source, by data type key (catalogue.ts). A data type
// without an import target is not importable (10504); one without an export source fails its exports
// with a reason. Each target writes through its domain: the resource-backed ones through the resource's
// add operation (./resource.ts), residents through the property domain's importResident.
import type { ExportSource, ImportTarget } from '../targets.js';
import { carExport, carImport } from './car.js';
import { cardExport, cardImport } from './card.js';
import { doorDeviceExport, doorDeviceImport } from './door-device.js';
import { houseExport, houseImport } from './house.js';
import { guestRecordExport, inOutRecordExport, visitorExport } from './records.js';
import { residentExport, residentImport } from './resident.js';
import { smokeAlarmExport } from './smoke-alarm.js';
import { staffExport, staffImport } from './staff.js';

const importTargets: Readonly<Record<string, ImportTarget<unknown>>> = {
  resident: residentImport,
  house: houseImport,
  car: carImport,
  card: cardImport,
  doorDevice: doorDeviceImport,
  staff: staffImport,
};

const exportSources: Readonly<Record<string, ExportSource>> = {
  resident: residentExport,
  smokeAlarm: smokeAlarmExport,
  house: houseExport,
  car: carExport,
  card: cardExport,
  doorDevice: doorDeviceExport,
  staff: staffExport,
  visitor: visitorExport,
  guestRecord: guestRecordExport,
  inOutRecord: inOutRecordExport,
};

export function importTargetOf(dataType: string): ImportTarget<unknown> | undefined {
  return Object.hasOwn(importTargets, dataType) ? importTargets[dataType] : undefined;
}

export function exportSourceOf(dataType: string): ExportSource | undefined {
  return Object.hasOwn(exportSources, dataType) ? exportSources[dataType] : undefined;
}
