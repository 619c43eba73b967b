/** The cable's cross-section as estimated (issue 17 item 4: "cross-section diagram"): sheath, insulated cores, metal. */
import type { TCableEstimate } from '@scrapbridge/domain/ai-tools/cable';

export function CableDiagram({ estimate, metal, label }: { estimate: TCableEstimate; metal: 'cu' | 'al'; label: string }) {
  const r = estimate.outerDiameterMm / 2;
  const pad = r * 0.06;
  const box = r + pad;
  return (
    <svg className="sb-aitools-diagram" viewBox={`${-box} ${-box} ${2 * box} ${2 * box}`} role="img" aria-label={label} data-testid="cable-diagram">
      <circle cx={0} cy={0} r={r} fill="#3a3a3a" />
      {estimate.cores.map((c, i) => (
        <g key={i}>
          <circle cx={c.x} cy={c.y} r={c.insulatedR} fill={['#8c8c8c', '#1f4e99', '#7a4b25', '#4d4d4d', '#d4b106'][i % 5]} stroke="#222" strokeWidth={r * 0.01} />
          <circle cx={c.x} cy={c.y} r={c.conductorR} fill={metal === 'cu' ? '#c87533' : '#c0c5cc'} />
        </g>
      ))}
    </svg>
  );
}
