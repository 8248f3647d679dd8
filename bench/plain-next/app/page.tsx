import styles from './page.module.css';

/** Rendered on every request, like the app's own /index. */
export const dynamic = 'force-dynamic';

const NAV = ['首页', '解决方案', '智能销售', '产品价格', '合作伙伴', '服务支持', '新闻动态', '关于我们'];

const SECTIONS = [
  {
    title: '为金融企业打造的一体化管理平台',
    intro: '客户、项目、审批与消息在同一个系统中办理，数据按部门授权，过程全程留痕。',
    cards: [
      ['客户经营', '客户资料统一归档，联系人、商机、合同与回款一目了然，客户经理随时掌握服务进度。'],
      ['项目协同', '项目目标、任务、资源、报价与预算集中管理，进度与成本实时可查，按阶段自动提醒。'],
      ['流程审批', '可视化设计审批流程，待办在工作台集中处理，转办、退回与加签都有完整记录。'],
    ],
  },
  {
    title: '智能销售，提升每一次客户触达',
    intro: '从线索到回款的全过程在线流转，销售漏斗和业绩分析帮助团队聚焦高价值客户。',
    cards: [
      ['线索分配', '线索自动分配给对应区域的客户经理，跟进记录随时补充，避免重复联系与遗漏。'],
      ['商机推进', '按阶段管理商机，预计金额与成交概率自动汇总，管理者随时了解销售预测。'],
      ['合同回款', '合同审批、开票与回款计划统一管理，逾期自动提醒，资金状况清晰透明。'],
      ['业绩分析', '按部门、人员与产品统计业绩，图表直观呈现趋势，为经营决策提供依据。'],
    ],
  },
  {
    title: '安全合规，值得信赖',
    intro: '权限控制细化到部门与数据，操作全程留痕，满足金融行业的合规与审计要求。',
    cards: [
      ['数据权限', '员工只能查看和修改所属部门的数据，管理员统一维护角色、菜单与按钮权限。'],
      ['操作审计', '关键操作自动记录操作人、时间与内容，支持按条件检索与导出审计日志。'],
      ['私有部署', '支持在企业自有服务器上部署，数据不出内网，也可连接现有的业务系统。'],
    ],
  },
];

/** The sections are shown this many times, so the page carries about as much text and markup as the app's /index. */
const REPEAT = [1, 2, 3, 4];

const FOOTER = [
  ['产品', ['解决方案', '智能销售', '产品价格']],
  ['合作', ['合作伙伴', '代理加盟', '合作伙伴注册']],
  ['支持', ['服务支持', '问答社区', '在线留言']],
  ['公司', ['关于我们', '新闻动态', '行业资讯']],
] as const;

export default function Page() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <a href="/">华信金服</a>
          <nav aria-label="网站导航">
            <ul className={styles.nav}>
              {NAV.map((item) => <li key={item}><a href="/">{item}</a></li>)}
            </ul>
          </nav>
        </div>
      </header>
      <main>
        <section className={styles.hero}>
          <div className={styles.inner}>
            <h1>金融版CRM：客户、项目与审批，一个平台全部搞定</h1>
            <p>面向金融企业的客户关系与项目管理系统，帮助团队更快响应客户、更稳推进项目、更好管控风险。</p>
            <p><a href="/">免费注册</a> <a href="/">预约演示</a></p>
          </div>
        </section>
        {REPEAT.flatMap((round) => SECTIONS.map((section) => (
          <section key={`${round}-${section.title}`} className={styles.section}>
            <div className={styles.inner}>
              <h2>{section.title}（{round}）</h2>
              <p>{section.intro}</p>
              <ul className={styles.grid}>
                {section.cards.map(([title, text]) => (
                  <li key={title} className={styles.card}><h3>{title}</h3><p>{text}</p></li>
                ))}
              </ul>
            </div>
          </section>
        )))}
      </main>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          {FOOTER.map(([group, links]) => (
            <nav key={group} aria-label={group}>
              <p>{group}</p>
              <ul>{links.map((l) => <li key={l}><a href="/">{l}</a></li>)}</ul>
            </nav>
          ))}
          <p>服务热线：400-820-2026（工作日 9:00-18:00）</p>
          <p>© {new Date().getFullYear()} 华信金服 版权所有</p>
        </div>
      </footer>
    </div>
  );
}
