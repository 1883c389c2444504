import { specLabel } from './specLabel';

/** The Platform Details table: one row per spec, its key shown as words (spec 2.16). */
export function SpecTable({ specs }: { specs: Record<string, string> }) {
  return (
    <div className="spec-table__frame">
      <table className="spec-table">
        <caption className="spec-table__caption">Platform Details</caption>
        <tbody>
          {Object.entries(specs).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{specLabel(key)}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
