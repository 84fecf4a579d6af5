// The rule pages, Rules/*.md, by rule id: RulePagesPlugin generates `RulePages.swift` into this module while it
// builds, and that file makes NavLintRules' `RuleDocs` conform to `RulePageSource`, through which every reader gets
// them. Nothing here names the generated declarations (see RuleDocs.swift); a program that links this module has the
// pages. It is a module of its own for the build's sake (Plugins/RulePagesPlugin/plugin.swift says why).

import NavLintRules
