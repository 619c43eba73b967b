/**
 * The unit prices are shown in (§9 price display; issue 14 "MT or LBS as the reader chose"): the header's weight unit
 * (the account's for a member, the stored one for a visitor), which the page's own MT/LBS switch may override while
 * it is open. A China item is always per MT (the server says so in its answer's unit).
 */
import { useState } from 'react';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useShellContext } from '#lib/shell-context.ts';
import { readUnits } from '#lib/storage.ts';

export function usePriceUnit(): [TWeightUnit, (u: TWeightUnit) => void] {
  const { user } = useShellContext();
  const headerUnit: TWeightUnit = user?.weightType ?? readUnits().weightUnit;
  const [chosen, setChosen] = useState<{ unit: TWeightUnit; header: TWeightUnit } | null>(null);
  // A new choice in the header wins over the page's earlier switch.
  const unit = chosen && chosen.header === headerUnit ? chosen.unit : headerUnit;
  return [unit, (u) => setChosen({ unit: u, header: headerUnit })];
}
