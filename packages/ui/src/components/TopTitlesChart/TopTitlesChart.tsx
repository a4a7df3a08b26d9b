import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { vars } from "../../theme/contract.css";
import { formatCount } from "../../format";
import { ChartFrame, ChartTooltip, type ChartStateProps } from "../ChartFrame";

export interface TopTitle {
  /** Its page; names the row. */
  id: string;
  label: string;
  /** What the bar measures. */
  value: number;
  /** A second figure told in the tooltip and the table (e.g. views beside plays). */
  detail?: number | undefined;
}

export interface TopTitlesChartProps extends ChartStateProps {
  title: string;
  items: readonly TopTitle[];
  /** The bars' figure, e.g. 'Oynatma'. */
  valueLabel: string;
  detailLabel?: string | undefined;
}

/** Characters of a title the axis shows; the tooltip and the table have it whole. */
export const AXIS_LABEL_CHARS = 22;

export function shortLabel(label: string, chars = AXIS_LABEL_CHARS): string {
  const letters = [...label];
  return letters.length <= chars
    ? label
    : `${letters
        .slice(0, chars - 1)
        .join("")
        .trimEnd()}…`;
}

/** Ranked titles as horizontal bars, the first on top (issue 16: top 10 titles). */
export function TopTitlesChart({
  title,
  items,
  valueLabel,
  detailLabel,
  ...state
}: TopTitlesChartProps) {
  // Only what the bars need: Recharts copies a datum's fields onto its SVG elements.
  const data = items.map((item, index) => ({
    index,
    value: item.value,
    axis: shortLabel(item.label),
  }));
  return (
    <ChartFrame
      title={title}
      legend={[{ label: valueLabel, color: vars.color.accent }]}
      empty={items.length === 0}
      tall
      {...state}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Başlık</th>
              <th scope="col">{valueLabel}</th>
              {detailLabel ? <th scope="col">{detailLabel}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.label}</th>
                <td>{formatCount(item.value)}</td>
                {detailLabel ? <td>{formatCount(item.detail ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 600, height: 420 }}
      >
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={false}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <YAxis type="category" dataKey="axis" width={150} interval={0} />
          <Tooltip
            isAnimationActive={false}
            cursor={{ fill: vars.color.surfaceHover }}
            content={({ active, payload }) => {
              const index = (payload?.[0]?.payload as { index?: number } | undefined)?.index;
              const item = active && index !== undefined ? items[index] : undefined;
              if (!item) return null;
              return (
                <ChartTooltip
                  title={item.label}
                  lines={[
                    { label: valueLabel, value: formatCount(item.value) },
                    ...(detailLabel
                      ? [{ label: detailLabel, value: formatCount(item.detail ?? 0) }]
                      : []),
                  ]}
                />
              );
            }}
          />
          <Bar
            dataKey="value"
            name={valueLabel}
            fill={vars.color.accent}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
