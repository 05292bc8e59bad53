import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import Spinner from "react-bootstrap/Spinner";
import { CREDIT_PACKS, CREDIT_PRICE_CENTS, formatCents, packPriceCents, type CreditPack } from "../../../../shared/plans";

interface CreditPacksProps {
  pendingPack: CreditPack | null;
  /** False on a server without payments: the packs show, their Buy buttons disabled. */
  purchasable?: boolean;
  onBuy(pack: CreditPack): void;
}

export function CreditPacks({ pendingPack, purchasable = true, onBuy }: CreditPacksProps) {
  return (
    <>
      <p className="text-body-secondary">{formatCents(CREDIT_PRICE_CENTS)} per credit. Credits never expire and work on every plan.</p>
      <Row xs={1} sm={3} className="g-3">
        {CREDIT_PACKS.map((pack) => (
          <Col key={pack}>
            <Card className="h-100 text-center shadow-sm">
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  {pack} Credits
                </Card.Title>
                <div className="fs-4 fw-bold mb-3">{formatCents(packPriceCents(pack))}</div>
                <Button
                  variant="outline-primary"
                  className="w-100"
                  onClick={() => onBuy(pack)}
                  disabled={pendingPack !== null || !purchasable}
                >
                  {pendingPack === pack && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
                  Buy {pack} Credits
                </Button>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
