import Table from "react-bootstrap/Table";
import { PLAN_IDS, PLANS } from "../../../../shared/plans";
import { API_ACCESS_TEXT, creditsText, priceText } from "./plan-catalogue";

const INCLUDED_EVERYWHERE = ["AI detection", "Suspicious sentence highlighting", "Humanizer", "Improver", "PDF report export"];

export function ComparisonTable() {
  const plans = PLAN_IDS.map((id) => PLANS[id]);
  return (
    <Table responsive bordered className="align-middle text-center mb-0">
      <thead>
        <tr>
          <th scope="col" className="text-start">
            Feature
          </th>
          {plans.map((plan) => (
            <th scope="col" key={plan.id}>
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="text-start fw-normal">
            Price
          </th>
          {plans.map((plan) => (
            <td key={plan.id}>{priceText(plan, "monthly")}</td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="text-start fw-normal">
            Scans
          </th>
          {plans.map((plan) => (
            <td key={plan.id}>{creditsText(plan)}</td>
          ))}
        </tr>
        {INCLUDED_EVERYWHERE.map((feature) => (
          <tr key={feature}>
            <th scope="row" className="text-start fw-normal">
              {feature}
            </th>
            {plans.map((plan) => (
              <td key={plan.id}>
                <span aria-hidden="true" className="text-success">
                  ✓
                </span>
                <span className="visually-hidden">Included</span>
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" className="text-start fw-normal">
            API access
          </th>
          {plans.map((plan) => (
            <td key={plan.id} data-testid={`api-access-${plan.id}`}>
              {API_ACCESS_TEXT[plan.apiAccess]}
            </td>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}
